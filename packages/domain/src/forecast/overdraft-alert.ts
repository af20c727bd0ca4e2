import type { AlertCandidate } from '../alerts/types';
import { formatDate } from '../date-format';
import { daysBetween } from '../dates';
import { formatUsd } from '../money';
import type { Forecast } from './types';

/** The overdraft alert looks this many days ahead ("within the next 7 days"). */
export const OVERDRAFT_ALERT_DAYS = 7;
export const OVERDRAFT_DEDUPE_PREFIX = 'overdraft:';

/**
 * The overdraft alert: when the projection first goes below zero (or the user's cushion: the forecast was
 * made with it, and `cushionCents` is the same amount) within the next 7 days,
 * one alert saying which day, by how much, and what would fix it: the money to move in before that day (enough
 * for the lowest point before the next income) and the bills due before the next income. Keyed by the predicted
 * day, so each predicted overdraft is alerted once (docs/decisions/016-alerts-exactly-once.md).
 */
export function overdraftAlert(forecast: Forecast, cushionCents = 0): AlertCandidate | null {
  const { overdraft, nextIncome } = forecast;
  if (!overdraft || daysBetween(forecast.asOf, overdraft.date) > OVERDRAFT_ALERT_DAYS) return null;
  const untilIncome = forecast.daily.filter((d) => !nextIncome || d.date < nextIncome.date);
  const low = Math.min(overdraft.balanceCents, ...untilIncome.map((d) => d.balanceCents));
  const shortCents = Math.max(0, cushionCents - low);
  const bills = forecast.events.filter(
    (e) => e.kind !== 'spending' && e.amountCents > 0 && (!nextIncome || e.date < nextIncome.date),
  );
  const billText =
    bills.length === 0
      ? ''
      : ` Due before ${nextIncome ? 'your next income' : 'then'}: ${bills
          .slice(0, 5)
          .map((b) => `${b.name} ${formatUsd(b.amountCents)} on ${formatDate(b.date)}`)
          .join(', ')}.`;
  return {
    kind: 'overdraft',
    dedupeKey: `${OVERDRAFT_DEDUPE_PREFIX}${overdraft.date}`,
    title:
      cushionCents > 0
        ? `Your cash may go below your ${formatUsd(cushionCents)} cushion on ${formatDate(overdraft.date)}`
        : `Your cash may go below zero on ${formatDate(overdraft.date)}`,
    body:
      `Projected ${formatUsd(overdraft.balanceCents)} at the end of ${formatDate(overdraft.date)}. ` +
      `Move ${formatUsd(shortCents)} from savings before that day, or put off a bill.${billText}`,
    href: '/forecast',
    eventDate: overdraft.date,
    amountCents: shortCents,
  };
}
