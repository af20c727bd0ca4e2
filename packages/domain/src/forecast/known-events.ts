import { addDays, daysBetween, type IsoDate } from '../dates';
import type { Cadence } from '../recurring/engine/types';
import { shiftToBusinessDay } from './business-days';
import { estimatedTaxDates, isEstimatedTax } from './estimated-tax';
import { scheduledDates } from './occurrences';
import type { ForecastEvent, ForecastEventKind, ForecastRow, ForecastStream } from './types';

/**
 * Days either side of a scheduled date within which a posted or pending row is that occurrence (less than half
 * the shortest gap, so the previous occurrence's row never stands for the next one).
 */
const MATCH_DAYS: Record<Cadence, number> = {
  weekly: 3,
  biweekly: 5,
  semi_monthly: 5,
  monthly: 7,
  quarterly: 7,
  semi_annual: 7,
  annual: 7,
};

// A payment to a card issuer (the bank's text for an autopay or a card payment), not a loan or a transfer.
const CARD_PAYMENT = /\b(card|crd|amex|american express|discover|autopay)\b|creditcard/i;

function eventKind(stream: ForecastStream): ForecastEventKind {
  if ((stream.kind === 'transfer' || stream.kind === 'loan') && stream.direction === 'outflow') {
    if (CARD_PAYMENT.test(`${stream.name} ${stream.merchant}`)) return 'card_payment';
  }
  return stream.kind;
}

/** How many of a varying series' latest charges make its recent level (fewer than 3 seen: its usual amount). */
const RECENT_CHARGES = 5;
const RECENT_CHARGES_NEEDED = 3;

/**
 * A fixed price at its latest charge (so a price rise counts at the new price). A varying one at its recent
 * level: the median of its last five charges in the rows (three months), as overtime in a busy season or a
 * winter's heating moves pay and bills for weeks at a time, which a usual amount over the whole history misses;
 * the median of five, not the latest, so one odd charge (a bonus, a third paycheck) is not taken for the level.
 */
export function expectedAmountCents(stream: ForecastStream, rows: readonly ForecastRow[] = []): number {
  if (!stream.variableAmount) return stream.amountCents;
  const recent = rows
    .filter((row) => row.streamId === stream.id && !row.pending)
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, RECENT_CHARGES)
    .map((row) => row.amountCents)
    .sort((a, b) => a - b);
  if (recent.length < RECENT_CHARGES_NEEDED) return stream.typicalAmountCents;
  const mid = Math.floor(recent.length / 2);
  return recent.length % 2 === 1 ? recent[mid]! : Math.round((recent[mid - 1]! + recent[mid]!) / 2);
}

function sameCharge(row: ForecastRow, stream: ForecastStream, amount: number): boolean {
  if (row.accountId !== stream.accountId) return false;
  if (row.streamId !== null) return row.streamId === stream.id;
  if (Math.sign(row.amountCents) !== Math.sign(amount)) return false;
  return Math.abs(row.amountCents - amount) <= Math.max(100, Math.abs(amount) * 0.2);
}

/**
 * The series' charges from tomorrow through `to`, each on the business day a bank would post it. An occurrence
 * already posted or pending (a row near its date, up to today) is left out: a pending row is its event, not a
 * second one. One still missing a few days after its date is expected tomorrow; one missing longer is dropped.
 */
export function streamEvents(
  stream: ForecastStream,
  rows: readonly ForecastRow[],
  asOf: IsoDate,
  to: IsoDate,
  /** Rows already taken as an occurrence (of this or another series): filled in here, each row used once. */
  used: Set<string> = new Set(),
  /** The amount of the occurrence due on a day, when known better than the series' level (a card's statement). */
  amountOn?: (due: IsoDate) => number,
): ForecastEvent[] {
  if (stream.status !== 'active' || !stream.active) return [];
  const amount = expectedAmountCents(stream, rows);
  if (amount === 0) return [];
  const tolerance = MATCH_DAYS[stream.cadence];
  // Only rows near an occurrence can be one: none before the first scheduled date less the tolerance.
  const earliest = addDays(stream.nextDate, -tolerance);
  const candidates = rows.filter(
    (row) => row.date <= asOf && row.date >= earliest && sameCharge(row, stream, amount),
  );
  const events: ForecastEvent[] = [];
  // Dates a week past `to` still count: an income due then may be paid before a weekend inside the window.
  const until = addDays(to, 7);
  const schedule = isEstimatedTax(stream)
    ? estimatedTaxDates(stream.lastDate, until)
    : scheduledDates(stream.cadence, stream.nextDate, until);
  for (const scheduled of schedule) {
    const match = candidates.find(
      (row) => !used.has(row.id) && Math.abs(daysBetween(scheduled, row.date)) <= tolerance,
    );
    if (match) {
      used.add(match.id);
      continue;
    }
    let date = shiftToBusinessDay(scheduled, amount < 0 ? 'earlier' : 'later');
    if (date <= asOf) {
      if (daysBetween(scheduled, asOf) > tolerance) continue;
      date = addDays(asOf, 1);
    }
    if (date > to) continue;
    const amountCents = amountOn ? amountOn(scheduled) : amount;
    if (amountCents === 0) continue;
    events.push({
      date,
      accountId: stream.accountId,
      name: stream.name,
      amountCents,
      kind: eventKind(stream),
      streamId: stream.id,
    });
  }
  return events;
}
