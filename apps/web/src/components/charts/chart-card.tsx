import { Suspense, useId, useState, type ReactNode } from 'react';
import { Card } from '../ui/card.tsx';
import { Skeleton } from '../ui/skeleton.tsx';

export interface ChartTable {
  columns: string[];
  rows: { key: string; cells: string[] }[];
  /** A totals row, when the chart adds up to a figure of the report. */
  footer?: string[];
}

/**
 * The frame of every chart: a figure named by its caption, the chart itself as one image with a spoken
 * summary (the chart library's SVG is not read out), and the same figures as a table, visually hidden
 * until "Show as table" (screen readers always reach it). The chart area has a fixed height and shows a
 * skeleton of that height while the chart code loads, so nothing below it moves.
 */
export function ChartCard({
  title,
  description,
  label,
  table,
  height,
  status,
  emptyText,
  onRetry,
  testId,
  children,
}: {
  title: string;
  /** One line under the title, e.g. what the figures cover. */
  description?: ReactNode;
  /** The image's accessible name: what it shows, in words. */
  label: string;
  table: ChartTable;
  height: number;
  status: 'loading' | 'error' | 'empty' | 'ready';
  emptyText: string;
  onRetry?: () => void;
  testId: string;
  children: ReactNode;
}) {
  const captionId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <Card className="overflow-hidden break-inside-avoid print:hidden" data-testid={testId}>
      <figure aria-labelledby={captionId} className="m-0 px-4 pt-3 pb-3">
        <figcaption id={captionId} className="text-base font-semibold text-slate-900">
          {title}
        </figcaption>
        {description && <p className="mt-0.5 text-xs text-slate-500">{description}</p>}
        <div className="mt-2" style={{ height }}>
          {status === 'loading' ? (
            <ChartSkeleton height={height} />
          ) : status === 'error' ? (
            <div className="flex h-full flex-col items-center justify-center gap-2 text-center">
              <p className="text-sm text-slate-600">The chart could not be loaded.</p>
              {onRetry && (
                <button
                  type="button"
                  onClick={onRetry}
                  className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 underline"
                >
                  Try again
                </button>
              )}
            </div>
          ) : status === 'empty' ? (
            <div className="flex h-full items-center justify-center rounded-lg bg-slate-50 px-6 text-center">
              <p className="text-sm text-slate-600" data-testid="chart-empty">
                {emptyText}
              </p>
            </div>
          ) : (
            <Suspense fallback={<ChartSkeleton height={height} />}>
              <div role="img" aria-label={label} className="h-full w-full" data-testid="chart-image">
                {children}
              </div>
            </Suspense>
          )}
        </div>
        {status === 'ready' && (
          <>
            <button
              type="button"
              aria-expanded={showTable}
              aria-controls={tableId}
              onClick={() => setShowTable((s) => !s)}
              className="mt-1 min-h-11 rounded-lg text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {showTable ? 'Hide table' : 'Show as table'}
            </button>
            <div id={tableId} className={showTable ? 'mt-1 max-h-80 overflow-auto' : 'sr-only'}>
              <table className="w-full text-sm" data-testid="chart-table">
                <caption className="sr-only">{title}, as a table</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
                    {table.columns.map((c, i) => (
                      <th
                        key={c}
                        scope="col"
                        className={`py-1.5 font-medium ${i > 0 ? 'pl-3 text-right whitespace-nowrap' : ''}`}
                      >
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={row.key} className="border-b border-slate-100">
                      {row.cells.map((cell, i) =>
                        i === 0 ? (
                          <th key={i} scope="row" className="py-1.5 text-left font-normal text-slate-700">
                            {cell}
                          </th>
                        ) : (
                          <td
                            key={i}
                            className="tabular py-1.5 pl-3 text-right whitespace-nowrap text-slate-800"
                          >
                            {cell}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
                {table.footer && (
                  <tfoot>
                    <tr className="font-semibold">
                      {table.footer.map((cell, i) =>
                        i === 0 ? (
                          <th key={i} scope="row" className="py-1.5 text-left">
                            {cell}
                          </th>
                        ) : (
                          <td
                            key={i}
                            className="tabular py-1.5 pl-3 text-right whitespace-nowrap"
                            data-testid="chart-table-total"
                          >
                            {cell}
                          </td>
                        ),
                      )}
                    </tr>
                  </tfoot>
                )}
              </table>
            </div>
          </>
        )}
      </figure>
    </Card>
  );
}

function ChartSkeleton({ height }: { height: number }) {
  return (
    <div role="status" aria-label="Loading chart" style={{ height }}>
      <Skeleton className="h-full w-full" />
    </div>
  );
}
