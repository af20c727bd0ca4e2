import { formatDate, formatUsd, personalCategoryLabel } from '@tourniquet/domain';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { useId } from 'react';
import type { PreviewRow } from '@tourniquet/domain/contracts';

const COLUMNS = ['Date', 'Description', 'Merchant', 'Category', 'Amount'] as const;

/** Money in reads "+$2,500.00 In", money out "-$15.49 Out": the sign, a word and an arrow, not colour alone. */
function Amount({ cents }: { cents: number }) {
  const out = cents > 0;
  const none = cents === 0;
  const Arrow = out ? ArrowUpRight : ArrowDownLeft;
  return (
    <span className={`flex flex-col items-end ${none ? 'text-slate-700' : out ? 'money-out' : 'money-in'}`}>
      <span className="tabular text-sm font-semibold">
        {out ? formatUsd(-cents) : `+${formatUsd(-cents)}`}
      </span>
      {!none && (
        <span className="inline-flex items-center gap-0.5 text-[11px] font-medium">
          <Arrow className="size-3" aria-hidden />
          {out ? 'Money out' : 'Money in'}
        </span>
      )}
    </span>
  );
}

/**
 * The first rows exactly as they will be stored. The phone column has no room for five columns side by
 * side, so each row is a small grid; the DOM keeps the column order so screen readers hear each cell with
 * its header.
 */
export function PreviewTable({ rows, totalRows }: { rows: readonly PreviewRow[]; totalRows: number }) {
  const captionId = useId();
  return (
    <div className="flex flex-col gap-2">
      <p id={captionId} className="text-sm font-semibold text-slate-900">
        {rows.length < totalRows
          ? `First ${rows.length} of ${totalRows.toLocaleString('en-US')} transactions`
          : `${totalRows.toLocaleString('en-US')} ${totalRows === 1 ? 'transaction' : 'transactions'}`}
      </p>
      <div
        role="table"
        aria-labelledby={captionId}
        className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200"
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
        <div role="rowgroup" className="divide-y divide-slate-100">
          {rows.map((row) => (
            <div
              key={row.importId}
              role="row"
              className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 bg-white px-3 py-2.5"
            >
              <span role="cell" className="col-start-1 row-start-2 text-xs text-slate-600">
                {formatDate(row.date)}
                {row.pending && <span className="ml-1.5 font-semibold text-amber-800">Pending</span>}
              </span>
              <span
                role="cell"
                className="col-start-1 row-start-1 truncate text-sm font-semibold text-slate-900"
                title={row.description}
              >
                {row.description || <span className="font-normal text-slate-500 italic">No description</span>}
              </span>
              <span role="cell" className="col-start-1 row-start-3 truncate text-xs text-slate-600">
                {row.merchantName ?? <span className="sr-only">None</span>}
              </span>
              <span
                role="cell"
                className="col-start-2 row-start-3 justify-self-end text-[11px] text-slate-600"
              >
                {/* The category the import gives the row, not the file's own column word. */}
                {personalCategoryLabel(row.personalCategory, 'table')}
              </span>
              <span role="cell" className="col-start-2 row-start-1 row-span-2 justify-self-end">
                <Amount cents={row.amountCents} />
              </span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
