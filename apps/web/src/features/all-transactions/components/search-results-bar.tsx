import { formatUsd, type TransactionFilter } from '@tourniquet/domain';
import { Card } from '../../../components/ui/card.tsx';
import { useSearchTotals } from '../data/search-results.ts';
import { RowsChangeForm, rowsText } from './rows-change-form.tsx';

/**
 * What a search found ("23 rows, $442.18": money out less money in) and one change for all of its rows
 * (rows-change-form.tsx).
 */
export function SearchResultsBar({ filter, editable }: { filter: TransactionFilter; editable: boolean }) {
  const totals = useSearchTotals(filter, true);
  const count = totals.data?.count ?? 0;
  return (
    <Card className="p-3">
      <p className="text-sm font-medium text-slate-900" aria-live="polite">
        {totals.isPending
          ? 'Counting the results…'
          : totals.isError
            ? 'Could not count the results'
            : `${rowsText(count)}, ${formatUsd(totals.data.totalCents)}`}
      </p>
      {editable && count > 0 && <RowsChangeForm target={{ filter }} count={count} />}
    </Card>
  );
}
