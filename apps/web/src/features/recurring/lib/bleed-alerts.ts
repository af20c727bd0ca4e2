import { addDays, daysBetween, yearlyCostCents, type Cents, type IsoDate } from '@tourniquet/domain';
import { isLiveCharge } from './recurring-view.ts';
import type { RecurringStreamDto } from '@tourniquet/domain/contracts';

export interface PriceRise {
  stream: RecurringStreamDto;
  /** The first charge at the new price. */
  date: IsoDate;
  fromCents: Cents;
  toCents: Cents;
  /** (new - old) x charges per year. */
  yearlyImpactCents: Cents;
}

/**
 * Listed charges whose latest price step went up, newest first. The server reports steps only for fixed
 * prices, so a variable bill's normal swing never shows here; the flag is checked again all the same.
 */
export function priceRises(streams: readonly RecurringStreamDto[]): PriceRise[] {
  const rises: PriceRise[] = [];
  for (const stream of streams) {
    if (!isLiveCharge(stream) || stream.variableAmount) continue;
    const latest = [...stream.priceChanges].sort((a, b) => a.date.localeCompare(b.date)).at(-1);
    if (!latest || latest.toCents <= latest.fromCents) continue;
    rises.push({
      stream,
      date: latest.date,
      fromCents: latest.fromCents,
      toCents: latest.toCents,
      yearlyImpactCents: yearlyCostCents(latest.toCents - latest.fromCents, stream.cadence),
    });
  }
  return rises.sort((a, b) => b.date.localeCompare(a.date) || a.stream.id.localeCompare(b.stream.id));
}

export const RENEWAL_WINDOW_DAYS = 30;
const RENEWING_CADENCES: readonly RecurringStreamDto['cadence'][] = ['quarterly', 'semi_annual', 'annual'];

export interface Renewal {
  stream: RecurringStreamDto;
  /** Days from today to the estimated charge; 0 today, negative when it is due but not yet posted. */
  daysUntil: number;
}

/**
 * Quarterly, 6-monthly and yearly charges due within the next 30 days of the server's today, soonest first.
 * A running series whose date has just passed without a charge yet is still due, so it is kept.
 */
export function renewals(streams: readonly RecurringStreamDto[], today: IsoDate): Renewal[] {
  const until = addDays(today, RENEWAL_WINDOW_DAYS);
  return streams
    .filter((s) => isLiveCharge(s) && RENEWING_CADENCES.includes(s.cadence) && s.nextDate <= until)
    .map((stream) => ({ stream, daysUntil: daysBetween(today, stream.nextDate) }))
    .sort((a, b) => a.daysUntil - b.daysUntil || a.stream.id.localeCompare(b.stream.id));
}

/** "today", "tomorrow", "in 12 days", or "due now" for a charge whose date has passed. */
export function dueIn(daysUntil: number): string {
  if (daysUntil < 0) return 'due now';
  if (daysUntil === 0) return 'today';
  if (daysUntil === 1) return 'tomorrow';
  return `in ${daysUntil} days`;
}
