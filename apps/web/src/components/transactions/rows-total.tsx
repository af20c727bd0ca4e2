import { formatUsd, type TransactionDto } from '@tourniquet/domain';

/**
 * How a list's rows add up, so a figure that opens rows can be checked against them:
 * - 'in-out': money in and money out apart (money moved between the user's accounts goes both ways);
 * - 'spending': what the rows cost, refunds taking off; 'earnings': what they brought in.
 */
export type RowsTotalKind = 'in-out' | 'spending' | 'earnings';

export function rowsTotal(rows: readonly TransactionDto[]) {
  let inCents = 0;
  let outCents = 0;
  for (const row of rows) {
    if (row.amountCents < 0) inCents -= row.amountCents;
    else outCents += row.amountCents;
  }
  return { inCents, outCents };
}

export function RowsTotal({
  rows,
  kind,
  complete,
}: {
  rows: readonly TransactionDto[];
  kind: RowsTotalKind;
  /** Every page is loaded: only then is the sum the list's total. */
  complete: boolean;
}) {
  const { inCents, outCents } = rowsTotal(rows);
  const count = `${rows.length} transaction${rows.length === 1 ? '' : 's'}`;
  if (!complete) {
    return (
      <p className="text-xs text-slate-500" aria-live="polite">
        Showing {count} so far. Load more to see every row and their total.
      </p>
    );
  }
  let total: string;
  if (kind === 'in-out') total = `${formatUsd(inCents)} in, ${formatUsd(outCents)} out`;
  else if (kind === 'spending') total = `${formatUsd(outCents - inCents)} in all`;
  else total = `${formatUsd(inCents - outCents)} in all`;
  return (
    <p className="tabular text-sm font-medium text-slate-700" aria-live="polite" data-testid="rows-total">
      {count}: {total}
    </p>
  );
}
