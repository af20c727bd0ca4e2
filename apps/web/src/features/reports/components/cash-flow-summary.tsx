import { ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatUsd, NO_CATEGORY_FILTER } from '@tourniquet/domain';
import { ExpandableRow } from './expandable-row.tsx';
import { hasMovements, movedAriaLabel, MovedBetweenAccountsLine } from './moved-between-accounts.tsx';
import { peopleAriaLabel, peopleLine, PeopleLineView, type PeopleFlow } from './paid-to-people.tsx';
import { Verdict } from './verdict.tsx';
import type { CashFlowSide, CategoryRow, ReportSummary } from '@tourniquet/domain/contracts';

export type DrillType = 'income' | 'expense';
export type OnDrill = (row: CategoryRow, type: DrillType) => void;
/**
 * The row a drill-down was opened from: a category (raw value or NO_CATEGORY_FILTER) of earnings or
 * spending, the money moved between the user's accounts (type 'moved', category MOVED_DRILL), or the
 * money paid to other people (type 'people', category PEOPLE_DRILL) or received from them (type
 * 'received', category RECEIVED_DRILL).
 */
export interface DrillOrigin {
  category: string;
  type: DrillType | 'moved' | PeopleFlow;
}
export const MOVED_DRILL = 'moved';
export const PEOPLE_DRILL = 'people';
export const RECEIVED_DRILL = 'received';

function CategoryLines({ side, type, onDrill }: { side: CashFlowSide; type: DrillType; onDrill: OnDrill }) {
  if (side.categories.length === 0) {
    return <p className="py-2 pl-10 text-sm text-slate-500">Nothing in this period</p>;
  }
  return (
    <ul>
      {side.categories.map((row) => (
        <li key={row.category ?? NO_CATEGORY_FILTER}>
          <button
            type="button"
            data-drill={row.category ?? NO_CATEGORY_FILTER}
            onClick={() => onDrill(row, type)}
            aria-label={`${row.label}: ${formatUsd(row.amountCents)}. View transactions`}
            className="flex min-h-11 w-full items-center gap-2 py-2 pr-3 pl-10 text-left hover:bg-slate-50 focus-visible:-outline-offset-2"
          >
            <span className="flex-1 truncate text-sm text-slate-800">{row.label}</span>
            <span className={`tabular text-sm ${type === 'income' ? 'money-in' : 'money-out'}`}>
              {formatUsd(row.amountCents)}
            </span>
            <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * My Spending: earnings and spending by category (each drills down), net income and its verdict. Back
 * from a drill-down (`returnTo`) reopens that side and puts focus on the row it was opened from, so a
 * keyboard or screen-reader user carries on where they were.
 */
export function CashFlowSummary({
  cashFlow,
  onDrill,
  onDrillMoved,
  onDrillPeople,
  returnTo = null,
  onReturned,
}: {
  cashFlow: ReportSummary['cashFlow'];
  onDrill: OnDrill;
  onDrillMoved: () => void;
  /** Opens the rows of a people line: paid to people ('people') or received from them ('received'). */
  onDrillPeople: (flow: PeopleFlow) => void;
  returnTo?: DrillOrigin | null;
  onReturned?: () => void;
}) {
  const { earnings, spending, internalMovements } = cashFlow;
  const people = [peopleLine(cashFlow, 'people'), peopleLine(cashFlow, 'received')].filter((l) => l !== null);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!returnTo) return;
    const side = root.current?.querySelector(`[data-side="${returnTo.type}"]`);
    const row = [...(side?.querySelectorAll<HTMLElement>('[data-drill]') ?? [])].find(
      (el) => el.dataset.drill === returnTo.category,
    );
    // The row may be gone (criteria changed meanwhile): then the side's own toggle.
    (row ?? side?.querySelector<HTMLElement>('button'))?.focus();
    onReturned?.();
    // Once, when the summary comes back; later renders must not pull focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div ref={root}>
      <div data-side="income" className="border-b border-slate-100">
        <ExpandableRow
          label="Earnings"
          amount={formatUsd(earnings.totalCents)}
          amountClassName="money-in"
          defaultOpen={returnTo?.type === 'income'}
        >
          <CategoryLines side={earnings} type="income" onDrill={onDrill} />
        </ExpandableRow>
      </div>
      <div data-side="expense" className="border-b border-slate-100">
        <ExpandableRow
          label="Spending"
          amount={formatUsd(spending.totalCents)}
          amountClassName="money-out"
          defaultOpen={returnTo?.type === 'expense'}
        >
          <CategoryLines side={spending} type="expense" onDrill={onDrill} />
        </ExpandableRow>
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-slate-200 bg-slate-50 px-4 py-3">
        <span className="text-sm font-bold text-slate-900">Net Income</span>
        <span
          className={`tabular text-base font-bold ${cashFlow.netIncomeCents < 0 ? 'money-out' : 'money-in'}`}
          data-testid="net-income"
        >
          {formatUsd(cashFlow.netIncomeCents)}
        </span>
      </div>
      <Verdict positive={cashFlow.netIncomeCents >= 0} text={cashFlow.verdict} />
      {hasMovements(internalMovements) && (
        <div data-side="moved" className="border-t border-slate-100">
          <button
            type="button"
            data-drill={MOVED_DRILL}
            onClick={onDrillMoved}
            aria-label={movedAriaLabel(internalMovements)}
            className="flex min-h-12 w-full items-center px-4 py-2 text-left hover:bg-slate-50 focus-visible:-outline-offset-2"
          >
            <MovedBetweenAccountsLine movements={internalMovements} />
          </button>
        </div>
      )}
      {people.map((line) => (
        <div key={line.flow} data-side={line.flow} className="border-t border-slate-100">
          <button
            type="button"
            data-drill={line.flow === 'people' ? PEOPLE_DRILL : RECEIVED_DRILL}
            onClick={() => onDrillPeople(line.flow)}
            aria-label={peopleAriaLabel(line)}
            className="flex min-h-12 w-full items-center px-4 py-2 text-left hover:bg-slate-50 focus-visible:-outline-offset-2"
          >
            <PeopleLineView line={line} />
          </button>
        </div>
      ))}
    </div>
  );
}
