import { Landmark, ShieldCheck } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyStateCard } from '../../../components/ui/empty-state-card.tsx';
import { LoadFailedCard } from '../../../components/ui/load-failed-card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

export const FEES_LOAD_ERROR = 'Failed to load your bank fees. Please try again.';

/** Placeholders shaped like the total card and the lists below it. */
export function FeesSkeleton() {
  return (
    <div className="flex flex-col gap-4" role="status" aria-live="polite">
      <span className="sr-only">Loading your bank fees...</span>
      <div aria-hidden className="rounded-card border border-slate-200 bg-white p-4">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="mt-2 h-8 w-36" />
        <Skeleton className="mt-3 h-3 w-48" />
      </div>
      {[3, 4].map((rows, i) => (
        <div key={i} aria-hidden className="rounded-card border border-slate-200 bg-white">
          <Skeleton className="mx-4 my-4 h-4 w-28" />
          {Array.from({ length: rows }, (_, j) => (
            <div key={j} className="flex justify-between gap-3 border-t border-slate-100 px-4 py-3">
              <div className="flex-1">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="mt-1.5 h-3 w-44" />
              </div>
              <Skeleton className="h-4 w-14" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

export function FeesLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return <LoadFailedCard message={FEES_LOAD_ERROR} onRetry={onRetry} retrying={retrying} />;
}

export function FeesNoAccounts() {
  return (
    <EmptyStateCard icon={<Landmark className="size-7" aria-hidden />} title="No Accounts Connected">
      <p className="text-sm leading-relaxed text-slate-600">
        Link a bank or card, or add an account and import a statement, to find the fees charged to it.
      </p>
      <ButtonLink to="/linked-accounts" className="mt-1">
        Link an Account
      </ButtonLink>
    </EmptyStateCard>
  );
}

/** No fee in the period: good news, and what it does and does not cover. */
export function NoFeesInPeriod() {
  return (
    <EmptyStateCard
      icon={<ShieldCheck className="size-7" aria-hidden />}
      tone="gain"
      title="No bank fees in this period"
    >
      <p className="text-sm leading-relaxed text-slate-600">
        None of the selected accounts was charged an ATM, overdraft, insufficient funds, foreign transaction,
        maintenance, late, interest, annual card or wire fee in these dates. Pick a longer period or more
        accounts to look further back.
      </p>
    </EmptyStateCard>
  );
}
