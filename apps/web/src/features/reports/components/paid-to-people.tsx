import { ChevronRight, Users } from 'lucide-react';
import { formatUsd, PAID_TO_PEOPLE_LABEL } from '@tourniquet/domain';
import type { ReportSummary } from '@tourniquet/domain/contracts';

type PaidToPeople = ReportSummary['cashFlow']['paidToPeople'];

/** What the line says under its label: it is not spending yet, and how it becomes spending. */
export const PAID_TO_PEOPLE_HINT = 'Not spending until you say what it paid for';

export const hasPaidToPeople = (paid: PaidToPeople | undefined): paid is PaidToPeople =>
  paid !== undefined && paid.outCents > 0;

/**
 * The line for money paid to other people: Zelle, Venmo, Cash App, bill pay to a person,
 * cheques, whose purpose nobody has said yet. Apart from "Moved between your accounts" (it left the
 * user), in neutral grey like it, and opening its rows.
 */
export function PaidToPeopleLine({ paid, className = '' }: { paid: PaidToPeople; className?: string }) {
  return (
    <span className={`flex w-full items-center gap-2 ${className}`}>
      <Users className="size-4 shrink-0 text-slate-500" aria-hidden />
      <span className="min-w-0 flex-1">
        <span className="block text-sm text-slate-800">{PAID_TO_PEOPLE_LABEL}</span>
        <span className="block text-xs text-slate-500">{PAID_TO_PEOPLE_HINT}</span>
      </span>
      <span
        className="tabular shrink-0 text-right text-sm whitespace-nowrap text-slate-700"
        data-testid="paid-to-people-total"
      >
        {formatUsd(paid.outCents)}
      </span>
      <ChevronRight className="size-4 shrink-0 text-slate-400 print:hidden" aria-hidden />
    </span>
  );
}

export const paidToPeopleAriaLabel = (paid: PaidToPeople) =>
  `${PAID_TO_PEOPLE_LABEL}: ${formatUsd(paid.outCents)}, ${paid.count} payment${paid.count === 1 ? '' : 's'}, not spending until you say what it paid for. View transactions`;
