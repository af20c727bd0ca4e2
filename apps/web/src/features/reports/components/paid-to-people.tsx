import { ChevronRight, Users } from 'lucide-react';
import { formatUsd, PAID_TO_PEOPLE_LABEL, RECEIVED_FROM_PEOPLE_LABEL } from '@tourniquet/domain';
import type { ReportSummary } from '@tourniquet/domain/contracts';

type CashFlow = ReportSummary['cashFlow'];

/** Which of the two people lines: money paid to other people ('people') or received from them. */
export type PeopleFlow = 'people' | 'received';

/** What the line says under its label: it is not spending (or earnings) yet, and how it becomes so. */
export const PAID_TO_PEOPLE_HINT = 'Not spending until you say what it paid for';
export const RECEIVED_FROM_PEOPLE_HINT = 'Not earnings until you say what it was for';

/** One people line as the screens show it: its label, hint, money and rows (none when nothing is on it). */
export interface PeopleLine {
  flow: PeopleFlow;
  label: string;
  hint: string;
  cents: number;
  count: number;
}

export function peopleLine(cashFlow: CashFlow, flow: PeopleFlow): PeopleLine | null {
  if (flow === 'people') {
    const paid = cashFlow.paidToPeople;
    if (!paid || paid.outCents <= 0) return null;
    const { outCents: cents, count } = paid;
    return { flow, label: PAID_TO_PEOPLE_LABEL, hint: PAID_TO_PEOPLE_HINT, cents, count };
  }
  const received = cashFlow.receivedFromPeople;
  if (!received || received.inCents <= 0) return null;
  const { inCents: cents, count } = received;
  return { flow, label: RECEIVED_FROM_PEOPLE_LABEL, hint: RECEIVED_FROM_PEOPLE_HINT, cents, count };
}

/**
 * The line for money paid to other people (Zelle, Venmo, Cash App, bill pay to a person, cheques) or
 * received from them, whose purpose nobody has said yet. Apart from "Moved between your accounts" (it
 * left the user, or came from someone else), in neutral grey like it, and opening its rows.
 */
export function PeopleLineView({ line, className = '' }: { line: PeopleLine; className?: string }) {
  return (
    <span className={`flex w-full items-center gap-2 ${className}`}>
      <Users className="size-4 shrink-0 text-slate-500" aria-hidden />
      <span className="min-w-0 flex-1">
        <span className="block text-sm text-slate-800">{line.label}</span>
        <span className="block text-xs text-slate-500">{line.hint}</span>
      </span>
      <span
        className="tabular shrink-0 text-right text-sm whitespace-nowrap text-slate-700"
        data-testid={line.flow === 'people' ? 'paid-to-people-total' : 'received-from-people-total'}
      >
        {formatUsd(line.cents)}
      </span>
      <ChevronRight className="size-4 shrink-0 text-slate-400 print:hidden" aria-hidden />
    </span>
  );
}

export const peopleAriaLabel = (line: PeopleLine) =>
  `${line.label}: ${formatUsd(line.cents)}, ${line.count} payment${line.count === 1 ? '' : 's'}, ${line.hint.toLowerCase()}. View transactions`;
