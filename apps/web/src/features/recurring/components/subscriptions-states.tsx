import { Landmark, SearchX } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyStateCard } from '../../../components/ui/empty-state-card.tsx';
import { LoadFailedCard } from '../../../components/ui/load-failed-card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

export const LOAD_ERROR = 'Failed to load recurring transactions. Please try again.';

/** Placeholders shaped like the cost card and two groups of rows. */
export function SubscriptionsSkeleton() {
  return (
    <div className="flex flex-col gap-4" role="status" aria-live="polite">
      <span className="sr-only">Loading recurring transactions...</span>
      <div aria-hidden className="rounded-card border border-slate-200 bg-white p-4">
        <Skeleton className="h-4 w-36" />
        <Skeleton className="mt-2 h-8 w-40" />
        <div className="mt-3 grid grid-cols-2 gap-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      </div>
      {[4, 3].map((rows, i) => (
        <div key={i} aria-hidden className="rounded-card border border-slate-200 bg-white">
          <div className="px-4 py-4">
            <Skeleton className="h-4 w-44" />
            <Skeleton className="mt-1.5 h-3 w-24" />
          </div>
          {Array.from({ length: rows }, (_, j) => (
            <div key={j} className="flex items-center gap-3 border-t border-slate-100 px-4 py-3">
              <div className="flex-1">
                <Skeleton className="h-4 w-28" />
                <Skeleton className="mt-1.5 h-3 w-16" />
              </div>
              <div className="flex flex-col items-end">
                <Skeleton className="h-4 w-16" />
                <Skeleton className="mt-1.5 h-3 w-24" />
              </div>
              <Skeleton className="h-8 w-12" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

export function SubscriptionsLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  // The error toast is the announcement; this copy stays for people who missed it.
  return <LoadFailedCard message={LOAD_ERROR} onRetry={onRetry} retrying={retrying} announce={false} />;
}

export function NoAccounts() {
  return (
    <EmptyStateCard icon={<Landmark className="size-7" aria-hidden />} title="No Accounts Connected">
      <p className="text-sm leading-relaxed text-slate-600">
        Link a bank or credit-card account, or add an account and import a statement, to find the
        subscriptions and bills charged to it.
      </p>
      <ButtonLink to="/linked-accounts" className="mt-1">
        Link an Account
      </ButtonLink>
    </EmptyStateCard>
  );
}

export function NoRecurringFound() {
  return (
    <EmptyStateCard icon={<SearchX className="size-7" aria-hidden />} title="No Recurring Charges Found">
      <p className="text-sm leading-relaxed text-slate-600">
        We found no subscriptions or bills in your accounts yet. They show up once a charge has repeated a few
        times: link more accounts, or import older statements, then Refresh.
      </p>
      <ButtonLink to="/linked-accounts" variant="secondary" className="mt-1">
        Manage Linked Accounts
      </ButtonLink>
    </EmptyStateCard>
  );
}
