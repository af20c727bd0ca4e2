import { addDays, daysBetween, daysInMonth, fromCalendarDate, toCalendarDate, type IsoDate } from '../dates';
import type { ForecastCard, ForecastRow, ForecastStream } from './types';

/**
 * Days from a statement's close to its due date: card issuers must leave at least 21 (the CARD Act), so the
 * statement an autopay pays closed 21 days or more before it.
 */
const CLOSE_BEFORE_DUE_DAYS = 21;
/** A payment this close to a cycle's purchases (1%, at least $1) paid that statement in full. */
const FULL_PAYMENT_CENTS = (amount: number) => Math.max(100, Math.round(Math.abs(amount) * 0.01));
/** Days either side within which a card's payment row and the checking row that paid it are one payment. */
const PAYMENT_MATCH_DAYS = 5;
/** The share of a card's recent payments that must equal their cycle's purchases for it to be paid in full. */
const FITTING_SHARE = 0.6;
/** The days a short month takes off a statement's 21 (February's 28 against a 31-day month's). */
const SHORT_MONTH_DAYS = 3;
/** How far back a card's own spending is learned, for the days of a cycle still to come. */
const CARD_SPENDING_DAYS = 90;

function closeOnDay(year: number, month: number, day: number): IsoDate {
  return fromCalendarDate({ year, month, day: Math.min(day, daysInMonth(year, month)) });
}

/** The last statement close (on day `closeDay` of a month) at least 21 days before `due`. */
export function statementClose(due: IsoDate, closeDay: number): IsoDate {
  const latest = addDays(due, -CLOSE_BEFORE_DUE_DAYS);
  const { year, month } = toCalendarDate(latest);
  const here = closeOnDay(year, month, closeDay);
  if (here <= latest) return here;
  return month === 1 ? closeOnDay(year - 1, 12, closeDay) : closeOnDay(year, month - 1, closeDay);
}

/** The close a month before `close` on the same day of the month. */
function previousClose(close: IsoDate, closeDay: number): IsoDate {
  const { year, month } = toCalendarDate(close);
  return month === 1 ? closeOnDay(year - 1, 12, closeDay) : closeOnDay(year, month - 1, closeDay);
}

type CardRow = ForecastCard['rows'][number];

/**
 * A card's cycle arithmetic: the payments the autopay series made, and the running sum of the purchases (less
 * small refunds) by date, so a cycle's purchases are two binary searches, not a pass over the rows.
 */
interface CardLedger {
  payments: CardRow[];
  earliest: IsoDate;
  /** Dates of the other rows, oldest first, and the sum of their amounts through each. */
  dates: IsoDate[];
  sums: number[];
}

// A credit of $10 or more is a payment (this series' or another), never a purchase; smaller ones are refunds.
const PAYMENT_MIN_CENTS = 1_000;

function ledgerOf(card: ForecastCard, payments: CardRow[]): CardLedger {
  const rest = card.rows
    .filter((r) => r.amountCents > -PAYMENT_MIN_CENTS)
    .sort((a, b) => a.date.localeCompare(b.date));
  const sums: number[] = [];
  let total = 0;
  for (const r of rest) sums.push((total += r.amountCents));
  const earliest = card.rows.reduce((min, r) => (r.date < min ? r.date : min), '9999-12-31');
  return { payments, earliest, dates: rest.map((r) => r.date), sums };
}

/** The sum of the rows dated on or before `date`. */
function sumThrough(ledger: CardLedger, date: IsoDate): number {
  let lo = 0;
  let hi = ledger.dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ledger.dates[mid]! <= date) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? 0 : ledger.sums[lo - 1]!;
}

const purchasesIn = (ledger: CardLedger, after: IsoDate, through: IsoDate) =>
  sumThrough(ledger, through) - sumThrough(ledger, after);

/**
 * A card paid in full by autopay: the day of the month its statement closes, found as the day with which every
 * recent payment (two at least) equals the purchases of its cycle. Null when no day fits (the user pays the
 * minimum, or a varying part, or the history is too short): the payment is then forecast like any varying bill.
 */
function statementCloseDay(ledger: CardLedger): number | null {
  let best: { closeDay: number; fitting: number; off: number } | null = null;
  for (let closeDay = 1; closeDay <= 31; closeDay++) {
    const checked = ledger.payments.filter((p) => {
      const close = statementClose(p.date, closeDay);
      return previousClose(close, closeDay) >= ledger.earliest;
    });
    if (checked.length < 2) continue;
    let off = 0;
    let fitting = 0;
    for (const p of checked) {
      // A fixed close day leaves fewer than 21 days before a payment after a short month (February's close on
      // the 25th, paid on 17 March): that payment may pay the close 18 days before it.
      const miss = Math.min(
        ...[
          statementClose(p.date, closeDay),
          statementClose(addDays(p.date, SHORT_MONTH_DAYS), closeDay),
        ].map((close) =>
          Math.abs(purchasesIn(ledger, previousClose(close, closeDay), close) + p.amountCents),
        ),
      );
      if (miss > FULL_PAYMENT_CENTS(p.amountCents)) continue;
      fitting += 1;
      off += miss;
    }
    // A cycle with a large refund, a one-off extra payment, or a statement paid part now and the rest the next
    // month (the grace period lost) does not equal its payment, and a year of statements holds a few: most of
    // the payments fitting (three in five, two at least) is a card paid in full.
    if (fitting < 2 || fitting < Math.ceil(checked.length * FITTING_SHARE)) continue;
    // Neighbouring days can fit a steady spender too: the most payments fitting, then the closest fit, is the
    // statement's day.
    if (best === null || fitting > best.fitting || (fitting === best.fitting && off < best.off))
      best = { closeDay, fitting, off };
  }
  return best?.closeDay ?? null;
}

/** The day a card's statement closes, from the rows that were its autopay's payments (or null). */
export const findStatementCloseDay = (card: ForecastCard, payments: readonly CardRow[]) =>
  statementCloseDay(ledgerOf(card, [...payments]));

/**
 * The card (or loan) an outgoing series pays, with its rows that were those payments: the account whose rows
 * match the series' own charges (the same amount back, within 5 days) at least twice.
 */
export function cardPaidBy(
  charges: readonly ForecastRow[],
  cards: readonly ForecastCard[],
): { card: ForecastCard; payments: CardRow[] } | null {
  if (charges.length < 2) return null;
  const amounts = new Set(charges.map((c) => -c.amountCents));
  for (const card of cards) {
    const payments = card.rows.filter(
      (r) =>
        amounts.has(r.amountCents) &&
        charges.some(
          (c) =>
            c.amountCents === -r.amountCents && Math.abs(daysBetween(r.date, c.date)) <= PAYMENT_MATCH_DAYS,
        ),
    );
    if (payments.length >= 2) return { card, payments };
  }
  return null;
}

/** Each series' posted charges (money out) among the rows; the recent rows and older charges may overlap. */
export function chargesBySeries(cashRows: readonly ForecastRow[]): Map<string, ForecastRow[]> {
  const chargesOf = new Map<string, ForecastRow[]>();
  const seen = new Set<string>();
  for (const r of cashRows) {
    if (r.streamId === null || r.amountCents <= 0 || seen.has(r.id)) continue;
    seen.add(r.id);
    const list = chargesOf.get(r.streamId);
    if (list) list.push(r);
    else chargesOf.set(r.streamId, [r]);
  }
  return chargesOf;
}

/** A card autopay series' payments: the card it pays, and the amount of the payment due on a day. */
export interface StatementPayment {
  cardId: string;
  amountOn: (due: IsoDate) => number;
}

/**
 * For each card autopay series that pays a statement in full, the amount of a payment due on a day: the purchases
 * of the cycle that closed 21 days or more before it, the days of that cycle still to come at the card's own
 * daily spending of the last three months.
 */
export function statementPayments(
  streams: readonly ForecastStream[],
  cashRows: readonly ForecastRow[],
  cards: readonly ForecastCard[],
  asOf: IsoDate,
): Map<string, StatementPayment> {
  const amounts = new Map<string, StatementPayment>();
  if (cards.length === 0) return amounts;
  const chargesOf = chargesBySeries(cashRows);
  for (const stream of streams) {
    if (stream.direction !== 'outflow' || stream.status !== 'active' || !stream.active) continue;
    const paidCard = cardPaidBy(chargesOf.get(stream.id) ?? [], cards);
    if (!paidCard) continue;
    const ledger = ledgerOf(paidCard.card, paidCard.payments);
    const closeDay = statementCloseDay(ledger);
    if (closeDay === null) continue;
    const daily = purchasesIn(ledger, addDays(asOf, -CARD_SPENDING_DAYS), asOf) / CARD_SPENDING_DAYS;
    amounts.set(stream.id, {
      cardId: paidCard.card.id,
      amountOn: (due) => {
        const close = statementClose(due, closeDay);
        const opened = previousClose(close, closeDay);
        const known = purchasesIn(ledger, opened, close < asOf ? close : asOf);
        const toCome = close > asOf ? daysBetween(opened > asOf ? opened : asOf, close) : 0;
        return Math.max(0, Math.round(known + daily * toCome));
      },
    });
  }
  return amounts;
}
