import type { TransactionDto, TransactionFilter } from '@tourniquet/domain';
import { Loader2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { RowsTotal, type RowsTotalKind } from './rows-total.tsx';
import { TransactionRow } from './transaction-row.tsx';
import {
  TransactionTableEmpty,
  TransactionTableError,
  TransactionTableSkeleton,
} from './transaction-table-states.tsx';
import { useTransactions } from './use-transactions.ts';
import { useTransactionsReadOnly } from './use-transactions-read-only.ts';
import { FormAlert } from '../ui/form-alert.tsx';

// The dialog (its category picker, splits, rules and business fields) loads when a row is first opened, so
// every screen with a list stays within its bundle budget.
const EditTransactionDialog = lazy(() =>
  import('./edit-transaction-dialog.tsx').then((m) => ({ default: m.EditTransactionDialog })),
);

const COLUMNS = ['Date', 'Paid In/Paid Out', 'Payee/Payor', 'Description', 'Category', 'Amount'];

/**
 * The Transaction History table (docs/product.md#2-screens): fetches its own pages for `filter`, newest
 * first, with "Load more". Rows open the Edit Transaction dialog unless `readOnly` or the server's
 * read-only mode says otherwise.
 */
export function TransactionHistoryTable({
  filter,
  readOnly = false,
  emptyText = 'No transactions found',
  emptyNext,
  heading = 'Transaction History',
  onLoadError,
  totals,
  selection,
}: {
  filter: TransactionFilter;
  readOnly?: boolean;
  emptyText?: string;
  /** The one next step shown under the empty state (what would bring rows here). */
  emptyNext?: ReactNode;
  /** The card's title; null leaves it out when the screen already names the list. */
  heading?: ReactNode;
  /** Called once each time loading fails (screens add their own toast). */
  onLoadError?: () => void;
  /** Add the rows up under the list (drill-downs: the figure that opened them must equal this). */
  totals?: RowsTotalKind;
  /** While given, a tap selects a row (many rows at once) instead of opening Edit Transaction. */
  selection?: { ids: ReadonlySet<string>; toggle: (transaction: TransactionDto) => void };
}) {
  const query = useTransactions(filter);
  const serverReadOnly = useTransactionsReadOnly();
  const editable = !readOnly && !serverReadOnly;
  const [editing, setEditing] = useState<TransactionDto | null>(null);
  const headingId = useId();

  useEffect(() => {
    if (query.isError && !query.isFetching) onLoadError?.();
    // Only the moment the query fails matters, not a new callback identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.isError, query.isFetching]);

  const rows = query.data?.pages.flatMap((page) => page.transactions) ?? [];

  return (
    <Card className="overflow-hidden">
      {heading !== null && (
        <div className="flex items-baseline justify-between gap-3 border-b border-slate-100 px-4 py-3">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {heading}
          </h2>
          {editable && rows.length > 0 && (
            <p className="text-xs text-slate-500">{selection ? 'Tap rows to select' : 'Tap a row to edit'}</p>
          )}
        </div>
      )}
      {query.isPending ? (
        <TransactionTableSkeleton />
      ) : query.isError && rows.length === 0 ? (
        <TransactionTableError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : rows.length === 0 ? (
        <TransactionTableEmpty text={emptyText} next={emptyNext} />
      ) : (
        <div
          role="table"
          aria-labelledby={heading !== null ? headingId : undefined}
          aria-label={heading === null ? 'Transaction History' : undefined}
          aria-rowcount={query.hasNextPage ? -1 : rows.length + 1}
        >
          <div role="rowgroup" className="sr-only">
            <div role="row">
              {COLUMNS.map((column) => (
                <span key={column} role="columnheader">
                  {column}
                </span>
              ))}
            </div>
          </div>
          {/* What sighted users read the two columns of each row by (the six headers above are for screen
              readers, which read the cells in the table's order). */}
          <div
            aria-hidden
            data-testid="transaction-column-headings"
            className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 border-b border-slate-100 bg-slate-50 px-4 py-1.5 text-[11px] font-semibold tracking-wide text-slate-600 uppercase"
          >
            <span>Payee · Details · Account</span>
            <span className="text-right">Amount · Date</span>
          </div>
          <div role="rowgroup" className="divide-y divide-slate-100">
            {rows.map((transaction) => (
              <TransactionRow
                key={transaction.id}
                transaction={transaction}
                onEdit={
                  selection && editable
                    ? selection.toggle
                    : editable
                      ? (t) => setEditing(wholeRow(t))
                      : undefined
                }
                selected={selection && editable ? selection.ids.has(transaction.id) : undefined}
              />
            ))}
          </div>
        </div>
      )}
      {rows.length > 0 && (
        <div className="flex flex-col items-center gap-2 border-t border-slate-100 px-4 py-3">
          {totals ? (
            <RowsTotal rows={rows} kind={totals} complete={!query.hasNextPage} />
          ) : (
            <p className="text-xs text-slate-500" aria-live="polite">
              Showing {rows.length} transaction{rows.length === 1 ? '' : 's'}
            </p>
          )}
          {query.isFetchNextPageError && (
            <FormAlert>Failed to load more transactions. Please try again.</FormAlert>
          )}
          {query.hasNextPage && (
            <Button
              variant="secondary"
              className="w-full"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage && <Loader2 className="size-4 animate-spin" aria-hidden />}
              {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          )}
        </div>
      )}
      {editable && editing && (
        <Suspense fallback={null}>
          <EditTransactionDialog transaction={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Card>
  );
}

/** A report line that is one part of a split row edits the whole row: its amount, not the part's. */
function wholeRow(t: TransactionDto): TransactionDto {
  return t.part ? { ...t, amountCents: t.part.transactionAmountCents, part: null } : t;
}
