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

const purchasesIn = (card: ForecastCard, after: IsoDate, through: IsoDate) =>
  card.rows
    .filter((r) => r.date > after && r.date <= through && !isPayment(r))
    .reduce((sum, r) => sum + r.amountCents, 0);

// A payment to the card: money in of at least $10 (smaller credits are refunds and count with the purchases).
const isPayment = (row: { amountCents: number }) => row.amountCents <= -1_000;

/**
 * A card paid in full by autopay: the day of the month its statement closes, found as the day with which every
 * recent payment (two at least) equals the purchases of its cycle. Null when no day fits (the user pays
 * the minimum, or a varying part, or the history is too short): the payment is then forecast like any varying
 * bill.
 */
export function statementCloseDay(card: ForecastCard): number | null {
  const payments = card.rows.filter(isPayment);
  const earliest = card.rows.reduce((min, r) => (r.date < min ? r.date : min), '9999-12-31');
  let best: { closeDay: number; off: number } | null = null;
  for (let closeDay = 1; closeDay <= 31; closeDay++) {
    const checked = payments.filter((p) => {
      const close = statementClose(p.date, closeDay);
      return previousClose(close, closeDay) >= earliest;
    });
    if (checked.length < 2) continue;
    let off = 0;
    let fits = true;
    for (const p of checked) {
      const close = statementClose(p.date, closeDay);
      const miss = Math.abs(purchasesIn(card, previousClose(close, closeDay), close) + p.amountCents);
      fits &&= miss <= FULL_PAYMENT_CENTS(p.amountCents);
      off += miss;
    }
    // Neighbouring days can fit a steady spender too: the closest fit is the statement's day.
    if (fits && (best === null || off < best.off)) best = { closeDay, off };
  }
  return best?.closeDay ?? null;
}

/**
 * The card an outgoing series pays: the card whose payment rows match the series' own charges (same amount,
 * within 5 days) at least twice.
 */
function cardPaidBy(
  stream: ForecastStream,
  cashRows: readonly ForecastRow[],
  cards: readonly ForecastCard[],
): ForecastCard | null {
  const charges = cashRows.filter((r) => r.streamId === stream.id && r.amountCents > 0);
  if (charges.length === 0) return null;
  for (const card of cards) {
    const matches = charges.filter((c) =>
      card.rows.some(
        (r) =>
          r.amountCents === -c.amountCents && Math.abs(daysBetween(r.date, c.date)) <= PAYMENT_MATCH_DAYS,
      ),
    );
    if (matches.length >= 2) return card;
  }
  return null;
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
): Map<string, (due: IsoDate) => number> {
  const amounts = new Map<string, (due: IsoDate) => number>();
  for (const stream of streams) {
    if (stream.direction !== 'outflow') continue;
    const card = cardPaidBy(stream, cashRows, cards);
    const closeDay = card && statementCloseDay(card);
    if (!card || closeDay === null) continue;
    const from = addDays(asOf, -(CARD_SPENDING_DAYS - 1));
    const daily = purchasesIn(card, addDays(from, -1), asOf) / CARD_SPENDING_DAYS;
    amounts.set(stream.id, (due) => {
      const close = statementClose(due, closeDay);
      const opened = previousClose(close, closeDay);
      const known = purchasesIn(card, opened, close < asOf ? close : asOf);
      const toCome = close > asOf ? daysBetween(opened > asOf ? opened : asOf, close) : 0;
      return Math.max(0, Math.round(known + daily * toCome));
    });
  }
  return amounts;
}
