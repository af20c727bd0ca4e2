import { ArrowLeftRight, ChevronRight } from 'lucide-react';
import { formatUsd, MOVED_BETWEEN_ACCOUNTS_LABEL } from '@tourniquet/domain';
import type { ReportSummary } from '@tourniquet/domain/contracts';

type Movements = ReportSummary['cashFlow']['internalMovements'];

/** "$300.00" when both sides are in the selection; "$300.00 in, $1,523.11 out" when they are not. */
export function movedAmountText({ inCents, outCents }: Movements): string {
  if (inCents === outCents) return formatUsd(outCents);
  if (inCents === 0) return `${formatUsd(outCents)} out`;
  if (outCents === 0) return `${formatUsd(inCents)} in`;
  return `${formatUsd(inCents)} in, ${formatUsd(outCents)} out`;
}

/** The drill-down's figure: in and out always apart, as its rows add up (a net of both means nothing). */
export function movedInOutText({ inCents, outCents }: Movements): string {
  return `${formatUsd(inCents)} in, ${formatUsd(outCents)} out`;
}

export function hasMovements(movements: Movements): boolean {
  return movements.inCents + movements.outCents > 0;
}

/**
 * The one line for money moved between the user's own accounts (transfers, card and loan payments whose
 * other side is linked): neither earnings nor spending, so in neutral grey, and opening its rows.
 */
export function MovedBetweenAccountsLine({
  movements,
  className = '',
}: {
  movements: Movements;
  className?: string;
}) {
  const { inCents, outCents } = movements;
  // One figure when both sides are selected; else what came in and what went out, one per line.
  const lines =
    inCents === outCents
      ? [formatUsd(outCents)]
      : [inCents > 0 && `${formatUsd(inCents)} in`, outCents > 0 && `${formatUsd(outCents)} out`];
  return (
    <span className={`flex w-full items-center gap-2 ${className}`}>
      <ArrowLeftRight className="size-4 shrink-0 text-slate-500" aria-hidden />
      <span className="min-w-0 flex-1">
        <span className="block text-sm text-slate-800">{MOVED_BETWEEN_ACCOUNTS_LABEL}</span>
        <span className="block text-xs text-slate-500">Not earnings or spending</span>
      </span>
      <span
        className="tabular shrink-0 text-right text-sm whitespace-nowrap text-slate-700"
        data-testid="moved-total"
      >
        {lines.filter(Boolean).map((line) => (
          <span key={String(line)} className="block">
            {line}
          </span>
        ))}
      </span>
      <ChevronRight className="size-4 shrink-0 text-slate-400 print:hidden" aria-hidden />
    </span>
  );
}

export const movedAriaLabel = (movements: Movements) =>
  `${MOVED_BETWEEN_ACCOUNTS_LABEL}: ${movedAmountText(movements)}, not earnings or spending. View transactions`;
