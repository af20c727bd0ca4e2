import { addDays, daysBetween, monthDay, type IsoDate } from '../core/dates.ts';
import type { CategoryKey } from '../data/categories.ts';
import { CADENCE_DAYS } from './cadence.ts';
import {
  generateHousehold,
  snapshot,
  type Household,
  type HouseholdOptions,
  type TransactionView,
} from './household.ts';
import type { AccountKey, Cadence, FeeKind, SeriesType } from './types.ts';

export interface RecurringTruth {
  seriesKey: string;
  type: SeriesType;
  /** The generator's "kind" for detectors scoring bill vs subscription; fees flagged separately. */
  isFee: boolean;
  cadence: Cadence;
  accountKey: AccountKey;
  description: string;
  merchantName: string | null;
  category: CategoryKey;
  /** Ids as visible on `today` (a charge still pending has its pending id), oldest first. */
  transactionIds: string[];
  amounts: number[];
  firstDate: IsoDate;
  lastDate: IsoDate;
  /** False once the series stopped (cancelled subscription, waived fee). */
  active: boolean;
  priceChanges: { date: IsoDate; from: number; to: number }[];
}

export interface FeeTruth {
  transactionId: string;
  kind: FeeKind;
  amount: number;
  date: IsoDate;
  accountKey: AccountKey;
}

export interface HouseholdTruth {
  today: IsoDate;
  start: IsoDate;
  transactionCount: number;
  recurring: RecurringTruth[];
  fees: FeeTruth[];
  feeTransactionIds: string[];
}

/** Groups the visible transactions of each recurring series (the card autopay counts as one too). */
export function seriesViews(
  household: Household,
  day: IsoDate,
  postedOnly = false,
): Map<string, TransactionView[]> {
  const out = new Map<string, TransactionView[]>();
  for (const view of snapshot(household, day)) {
    const key = view.txn.seriesKey;
    if (key === null || (postedOnly && view.pending)) continue;
    const list = out.get(key) ?? [];
    list.push(view);
    out.set(key, list);
  }
  return out;
}

/** Ground truth for scoring our detectors: which series recur (and how), and which transactions are fees. */
export function householdTruth(
  seed: number,
  today: IsoDate,
  options: Omit<HouseholdOptions, 'seed' | 'today'> = {},
): HouseholdTruth {
  return truthOf(generateHousehold({ ...options, seed, today }));
}

/** The recurring series as of `day`; /transactions/recurring/get uses posted transactions only, like Plaid. */
export function recurringSeries(household: Household, day: IsoDate, postedOnly: boolean): RecurringTruth[] {
  const bySeries = seriesViews(household, day, postedOnly);
  const recurring: RecurringTruth[] = [];
  for (const spec of household.series) {
    const list = bySeries.get(spec.key);
    if (!list || list.length === 0) continue;
    recurring.push(
      describe(
        spec.key,
        spec.type,
        spec.cadence,
        list,
        day,
        spec.feeKind !== null,
        spec.stopOffsetDays === null,
      ),
    );
  }
  const payments = bySeries.get('card-payment');
  if (payments && payments.length > 0) {
    recurring.push(describe('card-payment', 'transfer', 'monthly', payments, day, false, true));
  }
  return recurring;
}

export function truthOf(household: Household): HouseholdTruth {
  const { today } = household;
  const views = snapshot(household, today);
  const recurring = recurringSeries(household, today, false);
  const fees = views
    .filter((v) => v.txn.feeKind !== null)
    .map((v) => ({
      transactionId: v.id,
      kind: v.txn.feeKind as FeeKind,
      amount: v.amount,
      date: v.date,
      accountKey: v.txn.accountKey,
    }));
  return {
    today,
    start: household.start,
    transactionCount: views.length,
    recurring,
    fees,
    feeTransactionIds: fees.map((f) => f.transactionId),
  };
}

function describe(
  seriesKey: string,
  type: SeriesType,
  cadence: Cadence,
  list: TransactionView[],
  today: IsoDate,
  isFee: boolean,
  openEnded: boolean,
): RecurringTruth {
  const first = list[0] as TransactionView;
  const last = list[list.length - 1] as TransactionView;
  const priceChanges: RecurringTruth['priceChanges'] = [];
  // Variable bills (energy, water) change every month; only fixed prices report changes.
  const variable = new Set(list.map((v) => v.amount)).size > 3;
  if (!variable) {
    for (let i = 1; i < list.length; i++) {
      const before = (list[i - 1] as TransactionView).amount;
      const now = (list[i] as TransactionView).amount;
      if (before !== now)
        priceChanges.push({ date: (list[i] as TransactionView).date, from: before, to: now });
    }
  }
  const overdue = daysBetween(last.date, today) > CADENCE_DAYS[cadence] * 1.5 + 3;
  return {
    seriesKey,
    type,
    isFee,
    cadence,
    accountKey: first.txn.accountKey,
    description: first.txn.name,
    merchantName: first.txn.merchantName,
    category: first.txn.category,
    transactionIds: list.map((v) => v.id),
    amounts: list.map((v) => v.amount),
    firstDate: first.date,
    lastDate: last.date,
    active: openEnded || !overdue,
    priceChanges,
  };
}

const MONTHS: Partial<Record<Cadence, number>> = { monthly: 1, quarterly: 3, annual: 12 };

/** Next expected date from the last one, by cadence (used for predicted_next_date). */
export function nextDate(last: IsoDate, cadence: Cadence): IsoDate {
  const months = MONTHS[cadence];
  return months === undefined
    ? addDays(last, CADENCE_DAYS[cadence])
    : monthDay(last, months, Number(last.slice(8, 10)));
}
