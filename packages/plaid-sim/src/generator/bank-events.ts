import { fromDayNumber, monthDay, toDayNumber, type IsoDate } from '../core/dates.ts';
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
    // Every fourth block the only machine at hand is another bank's: an ATM fee at least every 8 weeks,
    // so any 90 days of any household show a bank fee.
    const forced = block % 4 === 0;
    if (!rng.chance(0.6) && !forced) continue;
    const date = fromDayNumber(block * ATM_BLOCK_DAYS + rng.int(0, ATM_BLOCK_DAYS - 1));
    const outOfNetwork = rng.chance(0.4) || forced;
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
 * A yearly tax refund: a one-off, never part of a recurring series. (Overdraft and returned-item fees
 * follow the checking balance instead: overdrafts.ts.)
 */
export function occasionalEvents(seed: number, start: IsoDate, horizon: IsoDate): TimelineTransaction[] {
  const rng = createRng(`${seed}:occasional`);
  const out: TimelineTransaction[] = [];
  for (let year = Number(start.slice(0, 4)); year <= Number(horizon.slice(0, 4)); year++) {
    const date = monthDay(`${year}-04-01`, 0, 9 + rng.int(0, 12));
    const refund = -(800 + rng.int(0, 900) + rng.int(0, 99) / 100);
    out.push(
      bankLine(`tax-refund:${year}`, 'checking', date, refund, 'IRS TREAS 310 TAX REF', 'INCOME_TAX_REFUND'),
    );
  }
  return out.filter((t) => t.authorizedDate >= start && t.authorizedDate <= horizon);
}
