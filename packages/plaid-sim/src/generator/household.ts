import { addDays, daysBetween, type IsoDate } from '../core/dates.ts';
import { hashString, roundCents, stableId } from '../core/prng.ts';
import type { Persona } from '../data/sandbox-users.ts';
import { householdAccounts } from './accounts.ts';
import { atmActivity, occasionalEvents } from './bank-events.ts';
import { cardCycle } from './card-cycle.ts';
import { expandSeries } from './recurring.ts';
import { seriesCatalog } from './series-catalog.ts';
import { overdraftFees } from './overdrafts.ts';
import { everydaySpending, tripsAbroad } from './spending.ts';
import type { AccountKey, AccountSpec, SeriesSpec, TimelineTransaction } from './types.ts';

export interface HouseholdOptions {
  /** The item's seed: everything below is a pure function of (seed, createdOn, historyDays, scale, today). */
  seed: number;
  /** The injected "today"; transactions are generated up to and including it. */
  today: IsoDate;
  /** The day the item was linked; history runs from `historyDays` before it. Defaults to `today`. */
  createdOn?: IsoDate;
  /** Days of history before `createdOn`; 730 (24 months) by default. */
  historyDays?: number;
  /** Multiplies everyday spending: 1 gives ~2,000 transactions a year; 5.5 gives ~10,000 over 24 months. */
  scale?: number;
  /** Whose money: the median US household (default) or the stretched one (data/sandbox-users.ts). */
  persona?: Persona;
}

export interface Household {
  seed: number;
  persona: Persona;
  start: IsoDate;
  today: IsoDate;
  accounts: AccountSpec[];
  series: SeriesSpec[];
  /** Sorted by authorized date, then key. */
  timeline: TimelineTransaction[];
  /** Ids are hashed lazily and kept: sync pages revisit the same transactions many times. */
  idCache: Map<TimelineTransaction, { posted: string; pending: string | null }>;
}

/** Builds the household's whole timeline up to `today`. Fast: 24 months take a few milliseconds. */
export function generateHousehold(options: HouseholdOptions): Household {
  const { seed, today } = options;
  const historyDays = options.historyDays ?? 730;
  const createdOn = options.createdOn && options.createdOn < today ? options.createdOn : today;
  const start = addDays(createdOn, -historyDays);
  const persona = options.persona ?? 'median';
  const accounts = householdAccounts((hashString(`${seed}:accounts`) % 1000) / 1000, persona);
  const series = seriesCatalog(historyDays, persona);
  const base = [
    ...series.flatMap((spec) => expandSeries(spec, start, today)),
    ...everydaySpending(seed, start, today, options.scale ?? 1),
    ...tripsAbroad(seed, start, today),
    ...atmActivity(seed, start, today),
    ...occasionalEvents(seed, start, today),
  ];
  const credit = accounts.find((a) => a.key === 'credit') as AccountSpec;
  const card = cardCycle(
    seed,
    start,
    today,
    credit.openingBalance,
    base.filter((t) => t.accountKey === 'credit'),
  );
  // The median household never goes below zero (tested); the stretched one overdraws, and pays for it.
  const checking = accounts.find((a) => a.key === 'checking') as AccountSpec;
  const overdrafts =
    persona === 'stretched'
      ? overdraftFees(
          checking.openingBalance,
          [...base, ...card].filter((t) => t.accountKey === 'checking'),
          today,
          hourlyPay,
        )
      : [];
  const timeline = [...base, ...card, ...overdrafts].sort((a, b) =>
    a.authorizedDate === b.authorizedDate
      ? a.key < b.key
        ? -1
        : 1
      : a.authorizedDate < b.authorizedDate
        ? -1
        : 1,
  );
  return { seed, persona, start, today, accounts, series, timeline, idCache: new Map() };
}

/**
 * The stretched household is paid by the hour: after a paycheck that left it overdrawn it takes extra
 * shifts, and with a cushion it works fewer, so its checking swings around zero instead of drifting
 * (whatever the seed's spending), overdrawing now and then.
 */
function hourlyPay(balance: number): number {
  if (balance < -200) return 1.18;
  if (balance < 300) return 1.06;
  if (balance > 1800) return 0.88;
  return 1;
}

/** How a timeline transaction looks to a client on a given day (or null when not yet visible). */
export interface TransactionView {
  txn: TimelineTransaction;
  id: string;
  pending: boolean;
  date: IsoDate;
  amount: number;
  /** The pending id a posted transaction replaced, per Plaid's pending_transaction_id. */
  pendingTransactionId: string | null;
}

export function transactionIds(
  seed: number,
  txn: TimelineTransaction,
): { posted: string; pending: string | null } {
  return {
    posted: stableId(`${seed}:${txn.key}`),
    pending: txn.postedDate > txn.authorizedDate ? stableId(`${seed}:${txn.key}:pending`) : null,
  };
}

export function viewOn(household: Household, txn: TimelineTransaction, day: IsoDate): TransactionView | null {
  if (txn.authorizedDate > day) return null;
  let ids = household.idCache.get(txn);
  if (!ids) {
    ids = transactionIds(household.seed, txn);
    household.idCache.set(txn, ids);
  }
  if (txn.postedDate > day) {
    return {
      txn,
      id: ids.pending as string,
      pending: true,
      date: txn.authorizedDate,
      amount: txn.pendingAmount,
      pendingTransactionId: null,
    };
  }
  return {
    txn,
    id: ids.posted,
    pending: false,
    date: txn.postedDate,
    amount: txn.amount,
    pendingTransactionId: ids.pending,
  };
}

/** Everything visible on `day` (posted and pending), oldest first. */
export function snapshot(household: Household, day: IsoDate): TransactionView[] {
  const out: TransactionView[] = [];
  for (const txn of household.timeline) {
    const view = viewOn(household, txn, day);
    if (view) out.push(view);
  }
  return out;
}

export interface BalanceFigures {
  current: number;
  available: number | null;
  limit: number | null;
}

/**
 * Balances consistent with the transactions: depository = opening - posted amounts (available also nets
 * pending debits); credit and loans = amount owed (positive); the IRA grows by contributions plus a steady
 * return. Loan payments are modelled as pure principal to keep the arithmetic checkable.
 */
export function balancesOn(household: Household, day: IsoDate): Map<AccountKey, BalanceFigures> {
  const posted = new Map<AccountKey, number>();
  const pending = new Map<AccountKey, number>();
  let contributions = 0;
  for (const txn of household.timeline) {
    if (txn.authorizedDate > day) break;
    if (txn.postedDate > day)
      pending.set(txn.accountKey, (pending.get(txn.accountKey) ?? 0) + txn.pendingAmount);
    else posted.set(txn.accountKey, (posted.get(txn.accountKey) ?? 0) + txn.amount);
    if (txn.seriesKey === 'ira-contribution' && txn.postedDate <= day) contributions += txn.amount;
  }
  const out = new Map<AccountKey, BalanceFigures>();
  for (const account of household.accounts) {
    const flow = posted.get(account.key) ?? 0;
    const held = Math.max(0, pending.get(account.key) ?? 0);
    if (account.type === 'depository') {
      const current = roundCents(account.openingBalance - flow);
      out.set(account.key, { current, available: roundCents(current - held), limit: null });
    } else if (account.type === 'credit') {
      const current = roundCents(account.openingBalance + flow);
      out.set(account.key, {
        current,
        available: roundCents((account.limit ?? 0) - current - held),
        limit: account.limit,
      });
    } else if (account.type === 'loan') {
      out.set(account.key, {
        current: roundCents(account.openingBalance + flow),
        available: null,
        limit: null,
      });
    } else {
      const growth = account.openingBalance * 0.00016 * Math.max(0, daysBetween(household.start, day));
      const current = roundCents(account.openingBalance + contributions + growth);
      out.set(account.key, { current, available: current, limit: null });
    }
  }
  return out;
}
