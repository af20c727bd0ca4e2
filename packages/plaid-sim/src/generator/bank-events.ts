import { addDays, daysBetween, fromDayNumber, monthDay, toDayNumber, type IsoDate } from '../core/dates.ts';
import { createRng } from '../core/prng.ts';
import { bankLine } from './bank-line.ts';
import type { TimelineTransaction } from './types.ts';

const ATM_BLOCK_DAYS = 14;

/** Cash withdrawals every couple of weeks; out-of-network ones draw an ATM fee the same day. */
export function atmActivity(seed: number, start: IsoDate, horizon: IsoDate): TimelineTransaction[] {
  const out: TimelineTransaction[] = [];
  const first = Math.floor(toDayNumber(start) / ATM_BLOCK_DAYS);
  const last = Math.floor(toDayNumber(horizon) / ATM_BLOCK_DAYS);
  for (let block = first; block <= last; block++) {
    const rng = createRng(`${seed}:atm:${block}`);
    if (!rng.chance(0.6)) continue;
    const date = fromDayNumber(block * ATM_BLOCK_DAYS + rng.int(0, ATM_BLOCK_DAYS - 1));
    const outOfNetwork = rng.chance(0.4);
    if (date < start || date > horizon) continue;
    const amount = rng.pick([40, 60, 80, 100, 200]);
    out.push(
      bankLine(
        `atm:${block}`,
        'checking',
        date,
        amount,
        'ATM WITHDRAWAL 1234 MARKET ST SAN FRANCISCO CA',
        'TRANSFER_OUT_WITHDRAWAL',
      ),
    );
    if (outOfNetwork) {
      out.push(
        bankLine(
          `atm:${block}:fee`,
          'checking',
          date,
          3.5,
          'NON-NETWORK ATM FEE',
          'BANK_FEES_ATM_FEES',
          'atm',
        ),
      );
    }
  }
  return out;
}

/**
 * Overdraft and insufficient-funds fees at a few seed-chosen points of the story (at least one of each per
 * 24 months), plus a yearly tax refund. These are one-offs: never part of a recurring series.
 */
export function occasionalEvents(
  seed: number,
  start: IsoDate,
  horizon: IsoDate,
  historyDays: number,
): TimelineTransaction[] {
  const rng = createRng(`${seed}:occasional`);
  const out: TimelineTransaction[] = [];
  const span = Math.max(historyDays, 60);
  const thirds = [0, 1, 2].map((i) => Math.floor((span * i) / 3));
  thirds.forEach((from, i) => {
    const date = addDays(start, from + rng.int(20, Math.floor(span / 3) - 5));
    out.push(
      bankLine(
        `overdraft:${i}`,
        'checking',
        date,
        35,
        'OVERDRAFT ITEM FEE',
        'BANK_FEES_OVERDRAFT_FEES',
        'overdraft',
      ),
    );
  });
  [0, 1].forEach((i) => {
    const date = addDays(start, Math.floor((span * i) / 2) + rng.int(30, Math.floor(span / 2) - 5));
    out.push(
      bankLine(
        `nsf:${i}`,
        'checking',
        date,
        34,
        'INSUFFICIENT FUNDS FEE - RETURNED ITEM',
        'BANK_FEES_INSUFFICIENT_FUNDS',
        'insufficient_funds',
      ),
    );
  });
  for (let year = Number(start.slice(0, 4)); year <= Number(horizon.slice(0, 4)); year++) {
    const date = monthDay(`${year}-04-01`, 0, 9 + rng.int(0, 12));
    const refund = -(800 + rng.int(0, 900) + rng.int(0, 99) / 100);
    out.push(
      bankLine(`tax-refund:${year}`, 'checking', date, refund, 'IRS TREAS 310 TAX REF', 'INCOME_TAX_REFUND'),
    );
  }
  return out.filter(
    (t) =>
      t.authorizedDate >= start && t.authorizedDate <= horizon && daysBetween(start, t.authorizedDate) >= 0,
  );
}
