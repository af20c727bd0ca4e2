import { addDays, fromDayNumber, toDayNumber, type IsoDate } from '../core/dates.ts';
import { createRng, roundCents } from '../core/prng.ts';
import { EVERYDAY_MERCHANTS, TRIP_MERCHANTS, weightedPicker, type Merchant } from '../data/merchants.ts';
import type { AccountKey, TimelineTransaction } from './types.ts';

const pickEveryday = weightedPicker(EVERYDAY_MERCHANTS);
const pickTrip = weightedPicker(TRIP_MERCHANTS);

/** Average card and debit purchases per day at scale 1. */
const DAILY_PURCHASES = 1.7;
const TRIP_BLOCK_DAYS = 180;

function purchase(
  key: string,
  merchant: Merchant,
  accountKey: AccountKey,
  date: IsoDate,
  amount: number,
  pendingDays: number,
  tip: number,
): TimelineTransaction {
  return {
    key,
    accountKey,
    authorizedDate: date,
    postedDate: addDays(date, pendingDays),
    pendingAmount: amount,
    amount: merchant.tipped ? roundCents(amount * tip) : amount,
    name: merchant.descriptor,
    merchantName: merchant.merchantName,
    website: merchant.website,
    category: merchant.category,
    channel: merchant.channel,
    seriesKey: null,
    feeKind: null,
    foreign: false,
  };
}

/**
 * Everyday card and debit spending. Each calendar day has its own PRNG stream keyed by (seed, day), so any
 * window of days regenerates identically no matter where generation starts or stops.
 */
export function everydaySpending(
  seed: number,
  start: IsoDate,
  horizon: IsoDate,
  scale: number,
): TimelineTransaction[] {
  const out: TimelineTransaction[] = [];
  const rate = DAILY_PURCHASES * scale;
  for (let day = toDayNumber(start); day <= toDayNumber(horizon); day++) {
    const rng = createRng(`${seed}:spend:${day}`);
    // At least one purchase a day, as a household makes: an empty day right before "today" would leave the
    // household with nothing pending, and pending-then-posted rows are part of what the data must show.
    const count = Math.max(1, Math.floor(rng.next() * rate * 2 + 0.5));
    const date = fromDayNumber(day);
    for (let i = 0; i < count; i++) {
      const merchant = pickEveryday(rng.next());
      const accountKey: AccountKey = rng.chance(0.7) ? 'credit' : 'checking';
      const amount = rng.dollars(merchant.min, merchant.max);
      out.push(
        purchase(
          `spend:${day}:${i}`,
          merchant,
          accountKey,
          date,
          amount,
          rng.int(1, 3),
          1.15 + rng.next() * 0.07,
        ),
      );
    }
  }
  return out;
}

/**
 * About one trip abroad a year: a few days of card spending in Paris, each purchase followed by a 3% foreign
 * transaction fee when it posts.
 */
export function tripsAbroad(seed: number, start: IsoDate, horizon: IsoDate): TimelineTransaction[] {
  const out: TimelineTransaction[] = [];
  const firstBlock = Math.floor(toDayNumber(start) / TRIP_BLOCK_DAYS);
  const lastBlock = Math.floor(toDayNumber(horizon) / TRIP_BLOCK_DAYS);
  for (let block = firstBlock; block <= lastBlock; block++) {
    const rng = createRng(`${seed}:trip:${block}`);
    if (!rng.chance(0.55)) continue;
    const tripStart = block * TRIP_BLOCK_DAYS + rng.int(10, TRIP_BLOCK_DAYS - 15);
    for (let d = 0; d < 5; d++) {
      const date = fromDayNumber(tripStart + d);
      if (date < start || date > horizon) continue;
      for (let i = 0, n = rng.int(2, 4); i < n; i++) {
        const merchant = pickTrip(rng.next());
        const amount = rng.dollars(merchant.min, merchant.max);
        const spend = {
          ...purchase(`trip:${tripStart + d}:${i}`, merchant, 'credit', date, amount, rng.int(1, 2), 1),
          foreign: true,
        };
        out.push(spend, {
          ...spend,
          key: `${spend.key}:fx-fee`,
          authorizedDate: spend.postedDate,
          name: 'FOREIGN TRANSACTION FEE',
          merchantName: null,
          website: null,
          amount: roundCents(amount * 0.03),
          pendingAmount: roundCents(amount * 0.03),
          category: 'BANK_FEES_FOREIGN_TRANSACTION_FEES',
          channel: 'other',
          feeKind: 'foreign_transaction',
          foreign: false,
        });
      }
    }
  }
  return out;
}
