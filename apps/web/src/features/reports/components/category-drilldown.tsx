import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  formatDate,
  formatUsd,
  MOVED_BETWEEN_ACCOUNTS_LABEL,
  NO_CATEGORY_FILTER,
  PAID_TO_PEOPLE_LABEL,
  RECEIVED_FROM_PEOPLE_LABEL,
} from '@tourniquet/domain';
import { TransactionHistoryTable } from '../../../components/transactions/transaction-history-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { DrillType } from './cash-flow-summary.tsx';
import { CategoryDetails } from './category-details.tsx';
import { movedInOutText } from './moved-between-accounts.tsx';
import { PAID_TO_PEOPLE_HINT, RECEIVED_FROM_PEOPLE_HINT, type PeopleFlow } from './paid-to-people.tsx';
import type { ReportSummary } from '@tourniquet/domain/contracts';

/**
 * A category's transactions behind a summary figure: exactly the rows the total adds up (same period,
 * accounts, category and direction), with Back to Summary. Focus moves to its heading when it opens, so
 * a screen reader announces where the user landed and the keyboard carries on from there.
 */
export function CategoryDrilldown({
  summary,
  category,
  type,
  onBack,
}: {
  summary: ReportSummary;
  /** The raw category value, or NO_CATEGORY_FILTER. */
  category: string;
  type: DrillType;
  onBack: () => void;
}) {
  const side = type === 'income' ? summary.cashFlow.earnings : summary.cashFlow.spending;
  const row = side.categories.find((c) => (c.category ?? NO_CATEGORY_FILTER) === category);
  const { from, to } = summary.period;
  const heading = useRef<HTMLHeadingElement>(null);
  const [detailed, setDetailed] = useState<string | null>(null);
  const top = useOpenAtTop(heading);
  return (
    <div ref={top} className="flex scroll-mt-2 flex-col gap-4">
      <Button variant="secondary" className="self-start" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden />
        Back to Summary
      </Button>
      <Card className="flex items-center justify-between gap-3 p-4">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {type === 'income' ? 'Earnings' : 'Spending'}
          </p>
          <h2
            ref={heading}
            tabIndex={-1}
            className="text-lg font-bold break-words text-slate-900 focus:outline-none"
          >
            {row?.label ?? 'Other'}
          </h2>
          <p className="text-xs text-slate-500">
            {formatDate(from)} – {formatDate(to)}
          </p>
        </div>
        <span
          data-testid="drilldown-total"
          className={`tabular text-lg font-bold ${type === 'income' ? 'money-in' : 'money-out'}`}
        >
          {formatUsd(row?.amountCents ?? 0)}
        </span>
      </Card>
      <CategoryDetails row={row} selected={detailed} onSelect={setDetailed} />
      <TransactionHistoryTable
        heading="Transactions"
        filter={{
          from,
          to,
          accountIds: summary.accounts.accountIds,
          category: detailed ?? category,
          type,
          flow: 'counted',
        }}
        totals={type === 'income' ? 'earnings' : 'spending'}
        emptyNext={<BackToSummaryHint onBack={onBack} />}
      />
    </div>
  );
}

/** The rows behind "Moved between your accounts": both directions, neither earnings nor spending. */
export function MovedDrilldown({ summary, onBack }: { summary: ReportSummary; onBack: () => void }) {
  const { from, to } = summary.period;
  const heading = useRef<HTMLHeadingElement>(null);
  const top = useOpenAtTop(heading);
  return (
    <div ref={top} className="flex scroll-mt-2 flex-col gap-4">
      <Button variant="secondary" className="self-start" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden />
        Back to Summary
      </Button>
      <Card className="flex items-center justify-between gap-3 p-4">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Not earnings or spending
          </p>
          <h2 ref={heading} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
            {MOVED_BETWEEN_ACCOUNTS_LABEL}
          </h2>
          <p className="text-xs text-slate-500">
            {formatDate(from)} – {formatDate(to)}
          </p>
        </div>
        <span data-testid="drilldown-total" className="tabular text-right text-lg font-bold text-slate-800">
          {movedInOutText(summary.cashFlow.internalMovements)}
        </span>
      </Card>
      <TransactionHistoryTable
        heading="Transactions"
        filter={{ from, to, accountIds: summary.accounts.accountIds, flow: 'moved' }}
        totals="in-out"
        emptyNext={<BackToSummaryHint onBack={onBack} />}
      />
    </div>
  );
}

const PEOPLE_TEXTS = {
  people: {
    label: PAID_TO_PEOPLE_LABEL,
    hint: PAID_TO_PEOPLE_HINT,
    about:
      'Zelle, Venmo, Cash App, bill pay and cheques to other people. Give a payment a category and it counts as spending; that person\u2019s later payments follow.',
  },
  received: {
    label: RECEIVED_FROM_PEOPLE_LABEL,
    hint: RECEIVED_FROM_PEOPLE_HINT,
    about:
      'Zelle, Venmo, Cash App and cheques from other people. Give a payment a category (Income, or what it paid you back for) and it counts; that person\u2019s later payments follow.',
  },
} as const;

/**
 * The rows behind "Paid to people" (payments to other people whose purpose nobody has said) or
 * "Received from people" (the same, money in). Giving one a category makes it spending (or earnings, or
 * a refund), and that person's later payments the same way follow.
 */
export function PeopleDrilldown({
  summary,
  flow,
  onBack,
}: {
  summary: ReportSummary;
  flow: PeopleFlow;
  onBack: () => void;
}) {
  const { from, to } = summary.period;
  const texts = PEOPLE_TEXTS[flow];
  const cents =
    flow === 'people' ? summary.cashFlow.paidToPeople.outCents : summary.cashFlow.receivedFromPeople.inCents;
  const heading = useRef<HTMLHeadingElement>(null);
  const top = useOpenAtTop(heading);
  return (
    <div ref={top} className="flex scroll-mt-2 flex-col gap-4">
      <Button variant="secondary" className="self-start" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden />
        Back to Summary
      </Button>
      <Card className="flex items-center justify-between gap-3 p-4">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{texts.hint}</p>
          <h2 ref={heading} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
            {texts.label}
          </h2>
          <p className="text-xs text-slate-500">
            {formatDate(from)} – {formatDate(to)}
          </p>
        </div>
        <span data-testid="drilldown-total" className="tabular text-right text-lg font-bold text-slate-800">
          {formatUsd(cents)}
        </span>
      </Card>
      <p className="text-sm text-slate-600">{texts.about}</p>
      <TransactionHistoryTable
        heading="Transactions"
        filter={{ from, to, accountIds: summary.accounts.accountIds, flow }}
        totals={flow === 'people' ? 'spending' : 'earnings'}
        emptyNext={<BackToSummaryHint onBack={onBack} />}
      />
    </div>
  );
}

/**
 * A drill-down opens with its heading focused (screen readers announce where the user landed) and its top
 * scrolled to the top of the screen, so at 390 px its rows start on screen, not below the summary's fold.
 */
function useOpenAtTop(heading: RefObject<HTMLHeadingElement | null>) {
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    top.current?.scrollIntoView?.({ block: 'start' });
  }, [heading]);
  return top;
}

/** The drill-down's next step when it has no row: back to the summary, where the period can grow. */
function BackToSummaryHint({ onBack }: { onBack: () => void }) {
  return (
    <p>
      <button
        type="button"
        onClick={onBack}
        className="rounded font-semibold text-brand-700 underline underline-offset-4"
      >
        Back to Summary
      </button>{' '}
      to choose a longer period or other accounts.
    </p>
  );
}
