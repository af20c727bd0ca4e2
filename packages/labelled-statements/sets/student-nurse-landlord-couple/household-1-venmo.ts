import { addDays } from '@tourniquet/domain';
import { type Household, nextBiz } from '../../kit/household';
import type { Rng } from '../../kit/random';

/** Household 1, Venmo: splits with friends and irregular cash-outs to Chime checking. */
export function gradStudentVenmo(h: Household, r: Rng, chk: string, venmo: string): void {
  // Venmo: splits with friends, irregular cash-outs to Chime (not a series).
  const friends = ['Jordan Lee', 'Priya Shah', 'Marcus Webb', 'Hana Ito', 'Leo Brandt'];
  const memos = ['pizza', 'groceries', 'uber', 'concert tix', 'brunch', 'wifi', 'ski trip', 'thai'];
  for (let d = '2024-11-25'; d <= '2026-11-20'; d = addDays(d, r.int(4, 13))) {
    const inbound = r.chance(0.5);
    const amount = r.centsFromDollars(6, 60);
    h.add(
      venmo,
      d,
      `${inbound ? 'Payment from' : 'Payment to'} ${r.pick(friends)} - ${r.pick(memos)}`,
      inbound ? amount : -amount,
      {
        merchant: 'Venmo',
        category: 'Transfer',
      },
    );
    if (r.chance(0.22)) {
      const cash = r.centsFromDollars(20, 120);
      h.add(venmo, d, 'Standard Transfer to CHIME ****2291', -cash, {
        merchant: 'Venmo',
        category: 'Transfer',
      });
      h.add(chk, nextBiz(addDays(d, 1)), `VENMO CASHOUT ${r.digits(11)} PPD ID: 5264681992`, cash, {
        merchant: 'Venmo',
        category: 'Transfer',
      });
    }
  }
}
