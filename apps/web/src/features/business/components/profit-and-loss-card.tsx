import { formatUsd, type TransactionFilter } from '@tourniquet/domain';
import type { BusinessCategoryTotal, NotInProfitAndLoss, ProfitAndLoss } from '@tourniquet/domain/contracts';
import { useState } from 'react';
import { TransactionHistoryTable } from '../../../components/transactions/transaction-history-table.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { barFractions, businessCategoryLabel } from '../lib/business-labels.ts';

export interface BooksRange {
  from: string;
  to: string;
  /** null = every business row wherever it was paid. */
  accountIds: string[] | null;
}

/** The drill-down: exactly the rows behind a category's total (the books' own filter). */
export function booksFilter(range: BooksRange, category: string | null): TransactionFilter {
  return {
    from: range.from,
    to: range.to,
    accountIds: range.accountIds,
    flow: 'counted',
    businessUse: 'business',
    businessCategory: category ?? '__none__',
  };
}

function Side({
  title,
  rows,
  tone,
  range,
}: {
  title: string;
  rows: BusinessCategoryTotal[];
  tone: 'gain' | 'bleed';
  range: BooksRange;
}) {
  const [open, setOpen] = useState<string | null | undefined>(undefined);
  const fractions = barFractions(rows.map((r) => r.cents));
  if (rows.length === 0)
    return <p className="text-sm text-slate-600">No {title.toLowerCase()} in this period.</p>;
  return (
    <ul className="flex flex-col gap-1" aria-label={title}>
      {rows.map((row, i) => {
        const key = row.category ?? '__none__';
        const isOpen = open === row.category;
        return (
          <li key={key}>
            <button
              type="button"
              aria-expanded={isOpen}
              onClick={() => setOpen(isOpen ? undefined : row.category)}
              className="flex w-full flex-col gap-1 rounded-lg px-2 py-1.5 text-left hover:bg-slate-50"
            >
              <span className="flex w-full items-baseline justify-between gap-2 text-sm">
                <span className="min-w-0 truncate text-slate-800">{businessCategoryLabel(row.category)}</span>
                <span className={`tabular font-medium ${tone === 'gain' ? 'money-in' : 'money-out'}`}>
                  {formatUsd(row.cents)}
                </span>
              </span>
              <span className="h-1.5 w-full rounded-full bg-slate-100" aria-hidden>
                <span
                  className={`block h-1.5 rounded-full ${tone === 'gain' ? 'bg-gain' : 'bg-bleed'}`}
                  style={{ width: `${Math.round(fractions[i]! * 100)}%` }}
                />
              </span>
            </button>
            {isOpen && (
              <div className="mt-1">
                <TransactionHistoryTable filter={booksFilter(range, row.category)} heading={null} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** "$1,200.00 out" / "$500.00 in": the house sign (positive = money out) in words. */
function moneyWay(cents: number): string {
  return `${formatUsd(Math.abs(cents))} ${cents < 0 ? 'in' : 'out'}`;
}

/** Business money that is neither income nor expense, each with why in plain words. */
function NotInProfitAndLossList({ items }: { items: NotInProfitAndLoss[] }) {
  if (items.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-900">Not profit or loss</h3>
      <ul className="flex flex-col gap-2" aria-label="Not profit or loss">
        {items.map((item) => (
          <li key={item.category} className="flex flex-col gap-0.5 px-2 text-sm">
            <span className="flex items-baseline justify-between gap-2">
              <span className="min-w-0 text-slate-800">{item.label}</span>
              <span className="tabular text-slate-700">{moneyWay(item.cents)}</span>
            </span>
            <span className="text-xs text-slate-600">{item.why}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Beside the net: the meals rule, and how this net and Schedule C's differ for the same rows. */
function NetNote({ data }: { data: ProfitAndLoss }) {
  return (
    <div className="flex flex-col gap-1 text-xs text-slate-600">
      <p>{data.netNote}</p>
      {data.scheduleCDifferences.length > 0 && (
        <>
          <p>
            Schedule C&rsquo;s net profit for these rows: {formatUsd(data.scheduleCNetProfitCents)}. This net
            differs by:
          </p>
          <ul className="flex flex-col gap-0.5" aria-label="Differences from Schedule C">
            {data.scheduleCDifferences.map((d) => (
              <li key={d.label}>
                {d.label}: {d.cents < 0 ? '-' : '+'}
                {formatUsd(Math.abs(d.cents))}. {d.why}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * Profit and loss: income and expenses by business category, each opening into its rows, and net profit
 * with what sets it apart from Schedule C; under it, the money that is not profit or loss, with why.
 */
export function ProfitAndLossCard({ data, range }: { data: ProfitAndLoss; range: BooksRange }) {
  return (
    <Card className="flex flex-col gap-4 p-4">
      <CardHeader title="Profit and Loss" />
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div>
          <dt className="text-xs text-slate-600">Income</dt>
          <dd className="tabular font-semibold money-in">{formatUsd(data.incomeCents)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Expenses</dt>
          <dd className="tabular font-semibold money-out">{formatUsd(data.expenseCents)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Net profit</dt>
          <dd className={`tabular font-semibold ${data.netCents < 0 ? 'money-out' : 'money-in'}`}>
            {formatUsd(data.netCents)}
          </dd>
        </div>
      </dl>
      <NetNote data={data} />
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-900">Income</h3>
        <Side title="Income" rows={data.income} tone="gain" range={range} />
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-900">Expenses</h3>
        <Side title="Expenses" rows={data.expenses} tone="bleed" range={range} />
      </div>
      <NotInProfitAndLossList items={data.notInProfitAndLoss} />
    </Card>
  );
}

/** "N business rows have no category", opening the rows so each can be given one in Edit Transaction. */
export function UncategorisedCard({ count, range }: { count: number; range: BooksRange }) {
  const [open, setOpen] = useState(false);
  if (count === 0) return null;
  return (
    <Card className="flex flex-col gap-2 border-amber-300 bg-amber-50 p-4">
      <p className="text-sm font-semibold text-slate-900">
        {count} business {count === 1 ? 'row has' : 'rows have'} no category
      </p>
      <button
        type="button"
        className="self-start text-sm font-medium text-brand-700 underline"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide them' : 'Give them a category'}
      </button>
      {open && <TransactionHistoryTable filter={booksFilter(range, null)} heading={null} />}
    </Card>
  );
}
