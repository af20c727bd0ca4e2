import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DisplayCriteriaBar, useDisplayCriteria } from '../../../components/display-criteria/index.ts';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { LoadFailedCard } from '../../../components/ui/load-failed-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useProfitAndLoss } from '../api/get-business-books.ts';
import { ProfitAndLossCard, UncategorisedCard, type BooksRange } from './profit-and-loss-card.tsx';
import { ReviewCountLink } from '../../review/index.ts';
import { ScheduleCCard } from './schedule-c-card.tsx';
import { nothingMarkedBusiness, NothingBusinessYetCard } from './nothing-business-yet.tsx';
import { TaxSetAsideCard } from './tax-set-aside-card.tsx';

/** Business Books opens on Combined Business and this year unless the URL says otherwise. */
export const BUSINESS_BOOKS_HREF = '/business-books?period=this_year&accounts=business';

function useBooksDefaults() {
  const [params, setParams] = useSearchParams();
  const missing = !params.has('period') || !params.has('accounts');
  useEffect(() => {
    if (!missing) return;
    const next = new URLSearchParams(params);
    if (!next.has('period')) next.set('period', 'this_year');
    if (!next.has('accounts')) next.set('accounts', 'business');
    setParams(next, { replace: true });
  }, [missing, params, setParams]);
  return missing;
}

/**
 * Business Books (/business-books): profit and loss by business category for the Display Criteria (every
 * business row under Combined Business, a personal card's business rows included), the rows still
 * without a category, Schedule C for a tax year and what to set aside for estimated taxes.
 */
export function BusinessBooksScreen() {
  const waiting = useBooksDefaults();
  const criteria = useDisplayCriteria();
  const resolved = waiting ? null : criteria.resolved;
  const pl = useProfitAndLoss(resolved ? criteria.query : null);
  const everywhere = criteria.selection.kind === 'business' || criteria.selection.kind === 'all';
  const range: BooksRange | null = resolved
    ? { from: resolved.from, to: resolved.to, accountIds: everywhere ? null : resolved.accountIds }
    : null;
  const accounts = new URLSearchParams(criteria.query).get('accounts') ?? 'business';
  const year = criteria.today ? Number(criteria.today.slice(0, 4)) : null;

  let body: ReactNode;
  if (pl.isError || criteria.isError) {
    body = (
      <LoadFailedCard
        message="There was an error loading Business Books. Please try again."
        onRetry={() => void pl.refetch()}
        retrying={pl.isFetching}
      />
    );
  } else if (criteria.periodError) body = null;
  else if (!pl.data || !range) body = <Skeleton className="h-64 w-full" />;
  else {
    // A new user's Combined Business is all zeros until something is marked Business: say where to do it.
    const unmarked =
      criteria.selection.kind === 'business' && nothingMarkedBusiness(criteria.accounts ?? [], pl.data);
    body = (
      <>
        {unmarked && <NothingBusinessYetCard />}
        <UncategorisedCard count={pl.data.uncategorisedCount ?? 0} range={range} />
        <ProfitAndLossCard data={pl.data} range={range} />
      </>
    );
  }
  return (
    <Screen>
      <PageHeader
        back={<BackButton to="/dashboard" label="Back to Dashboard" />}
        title="Business Books"
        subtitle="Your business income and expenses, Schedule C and what to set aside for taxes."
      />
      <DisplayCriteriaBar criteria={criteria} />
      <ReviewCountLink scope="business" />
      <div
        aria-busy={pl.isFetching}
        className={`flex flex-col gap-4 ${pl.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {body}
        {year !== null && <ScheduleCCard thisYear={year} accounts={accounts} />}
        {year !== null && <TaxSetAsideCard />}
      </div>
    </Screen>
  );
}
