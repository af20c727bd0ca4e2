import { addDays, type IsoDate } from '../dates';
import { formatDate } from '../date-format';
import { formatUsd } from '../money';
import { yearlyCostCents, type StreamCadence } from '../recurring/cost/stream-cost';
import type { AlertCandidate, AlertState, AlertStream } from './types';

/**
 * How far back an event may be dated and still alert (see README.md): the first detection after linking
 * two years of history sees hundreds of old fees and price steps; only the last week's are news.
 */
export const RECENT_DAYS = 7;
/** Renewals of long cadences are announced this many days ahead. */
export const RENEWAL_NOTICE_DAYS = 7;
/** A series counts as newly found while its first charge is this recent. */
export const NEW_SERIES_DAYS = 100;

const LONG_CADENCES = new Set(['annual', 'semi_annual', 'quarterly']);
const CADENCE_WORDS: Record<string, string> = {
  annual: 'annual',
  semi_annual: 'semi-annual',
  quarterly: 'quarterly',
};

const recent = (date: IsoDate, today: IsoDate) => date <= today && date >= addDays(today, -RECENT_DAYS);
const watched = (s: AlertStream) => s.direction === 'outflow' && !s.dismissed;
const recurringHref = '/recurring-transactions';

export function priceRiseAlerts(state: AlertState): AlertCandidate[] {
  // Streams report every step of a fixed amount, transfers too; more money moved to savings is
  // the user's own money, not a price that went up.
  return state.streams
    .filter((s) => watched(s) && s.kind !== 'transfer')
    .flatMap((s) =>
      s.priceChanges
        .filter((p) => p.toCents > p.fromCents && recent(p.date, state.today))
        .map((p) => {
          const perYear = yearlyCostCents(p.toCents - p.fromCents, s.cadence as StreamCadence);
          return {
            kind: 'price_rise' as const,
            dedupeKey: `price_rise:${s.id}:${p.date}`,
            title: `${s.name} went up to ${formatUsd(p.toCents)}`,
            body: `${s.name} charged ${formatUsd(p.toCents)} on ${formatDate(p.date)}, up from ${formatUsd(p.fromCents)} (+${formatUsd(perYear)} a year).`,
            href: recurringHref,
            eventDate: p.date,
            amountCents: perYear,
          };
        }),
    );
}

export function renewalAlerts(state: AlertState): AlertCandidate[] {
  const last = addDays(state.today, RENEWAL_NOTICE_DAYS);
  return state.streams
    .filter((s) => watched(s) && s.kind === 'subscription' && s.active && s.cancelledLastChargeDate === null)
    .filter((s) => LONG_CADENCES.has(s.cadence) && s.nextDate >= state.today && s.nextDate <= last)
    .map((s) => ({
      kind: 'renewal' as const,
      dedupeKey: `renewal:${s.id}:${s.nextDate}`,
      title: `${s.name} renews on ${formatDate(s.nextDate)}`,
      body: `Your ${CADENCE_WORDS[s.cadence]} ${s.name} charge of about ${formatUsd(s.amountCents)} is due on ${formatDate(s.nextDate)}. Cancel before then if you no longer want it.`,
      href: recurringHref,
      eventDate: s.nextDate,
      amountCents: s.amountCents,
    }));
}

export function feeAlerts(state: AlertState): AlertCandidate[] {
  return state.fees
    .filter((f) => recent(f.date, state.today))
    .map((f) => ({
      kind: 'fee' as const,
      dedupeKey: `fee:${f.transactionId}`,
      title: `New bank fee: ${formatUsd(f.amountCents)}`,
      body: `Your bank charged ${formatUsd(f.amountCents)} on ${formatDate(f.date)}: ${f.label}.`,
      href: '/fees',
      eventDate: f.date,
      amountCents: f.amountCents,
    }));
}

/** A series the user cancelled that charged again after the cancellation: no recency limit, it is news. */
export function stillChargingAlerts(state: AlertState): AlertCandidate[] {
  return state.streams
    .filter((s) => watched(s) && s.cancelledLastChargeDate !== null && s.lastDate > s.cancelledLastChargeDate)
    .map((s) => ({
      kind: 'still_charging' as const,
      dedupeKey: `still_charging:${s.id}:${s.lastDate}`,
      title: `${s.name} is still charging you`,
      body: `You cancelled ${s.name}, but it charged ${formatUsd(s.amountCents)} on ${formatDate(s.lastDate)}. Contact the merchant or your bank.`,
      href: recurringHref,
      eventDate: s.lastDate,
      amountCents: s.amountCents,
    }));
}

/** A series that started lately and charged within the last week: found once, by stream. */
export function newRecurringAlerts(state: AlertState): AlertCandidate[] {
  return state.streams
    .filter((s) => watched(s) && s.active && s.cancelledLastChargeDate === null)
    .filter((s) => s.firstDate >= addDays(state.today, -NEW_SERIES_DAYS) && recent(s.lastDate, state.today))
    .map((s) => ({
      kind: 'new_recurring' as const,
      dedupeKey: `new_recurring:${s.id}`,
      title: `New recurring charge: ${s.name}`,
      body: `${s.name} has charged ${formatUsd(s.amountCents)} regularly since ${formatDate(s.firstDate)}.`,
      href: recurringHref,
      eventDate: s.lastDate,
      amountCents: s.amountCents,
    }));
}

export function largeTransactionAlerts(state: AlertState): AlertCandidate[] {
  return state.transactions
    .filter(
      (t) =>
        !t.pending &&
        !t.expected &&
        t.amountCents >= state.largeTransactionCents &&
        recent(t.date, state.today),
    )
    .map((t) => ({
      kind: 'large_transaction' as const,
      dedupeKey: `large:${t.id}`,
      title: `Large transaction: ${formatUsd(t.amountCents)}`,
      body: `${t.name} took ${formatUsd(t.amountCents)} on ${formatDate(t.date)}, at or above your ${formatUsd(state.largeTransactionCents)} alert.`,
      href: '/account-transactions',
      eventDate: t.date,
      amountCents: t.amountCents,
    }));
}

/**
 * A cash account below the user's threshold. The key carries the week (the Monday) the balance was seen
 * low, so a balance that stays low is mentioned at most once a week, not after every sync.
 */
export function lowBalanceAlerts(state: AlertState): AlertCandidate[] {
  const monday = mondayOf(state.today);
  return state.accounts
    .filter((a) => a.cash && a.balanceCents < state.lowBalanceCents)
    .map((a) => ({
      kind: 'low_balance' as const,
      dedupeKey: `low_balance:${a.id}:${monday}`,
      title: `Low balance: ${a.name}`,
      body: `${a.name} is at ${formatUsd(a.balanceCents)}, below your ${formatUsd(state.lowBalanceCents)} alert.`,
      href: '/linked-accounts',
      eventDate: state.today,
      amountCents: a.balanceCents,
    }));
}

export function loginRequiredAlerts(state: AlertState): AlertCandidate[] {
  return state.items
    .filter((i) => i.status === 'login_required')
    .map((i) => ({
      kind: 'login_required' as const,
      dedupeKey: `login_required:${i.id}:${i.since}`,
      title: `${i.institutionName} needs you to sign in again`,
      body: `${i.institutionName} stopped sharing updates until you sign in to it again. Open Accounts and reconnect it.`,
      href: '/linked-accounts',
      eventDate: i.since,
      amountCents: null,
    }));
}

function mondayOf(iso: IsoDate): IsoDate {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay(); // pure: a calendar computation, not the clock
  return addDays(iso, -((weekday + 6) % 7));
}

/** Every rule over one state; the same state always gives the same keys. */
export function alertCandidates(state: AlertState): AlertCandidate[] {
  return [
    ...loginRequiredAlerts(state),
    ...stillChargingAlerts(state),
    ...priceRiseAlerts(state),
    ...feeAlerts(state),
    ...largeTransactionAlerts(state),
    ...lowBalanceAlerts(state),
    ...renewalAlerts(state),
    ...newRecurringAlerts(state),
  ];
}
