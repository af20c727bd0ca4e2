import { Landmark } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LoadFailedCard } from '../../../components/ui/load-failed-card.tsx';
import { EmptyStateCard } from '../../../components/ui/empty-state-card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Placeholders shaped like the summary cards: headline figures, then rows. */
export function ReportSkeleton() {
  return (
    <div className="flex flex-col gap-4" role="status" aria-live="polite">
      <span className="sr-only">Loading your financial data...</span>
      <div aria-hidden className="grid grid-cols-2 gap-3">
        {[0, 1].map((i) => (
          <div key={i} className="rounded-card border border-slate-200 bg-white p-3">
            <Skeleton className="h-3 w-20" />
            <Skeleton className="mt-3 h-6 w-28" />
            <Skeleton className="mt-2 h-3 w-24" />
          </div>
        ))}
      </div>
      <div aria-hidden className="rounded-card border border-slate-200 bg-white">
        {[0, 1, 2, 3].map((i) => (
          <div
            key={i}
            className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-4 last:border-0"
          >
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-4 w-20" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** docs/product.md#8-messages, shared by the report and goals screens. */
export const FINANCIAL_DATA_LOAD_ERROR = 'Failed to load financial data.';

export function ReportError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return <LoadFailedCard message={FINANCIAL_DATA_LOAD_ERROR} onRetry={onRetry} retrying={retrying} />;
}

/** A user without accounts has nothing to report yet: send them to link one. */
export function NoAccountsEmpty() {
  return (
    <EmptyStateCard icon={<Landmark className="size-7" aria-hidden />} title="No Accounts Connected">
      <p className="text-sm leading-relaxed text-slate-600">
        Link a bank, credit-card or loan account to see your net worth, your earnings and where your money
        goes.
      </p>
      <ButtonLink to="/linked-accounts" className="mt-1">
        Link an Account
      </ButtonLink>
    </EmptyStateCard>
  );
}
