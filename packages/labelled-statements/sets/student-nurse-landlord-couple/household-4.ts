/** Household 4: a couple in Tampa FL. Regions joint checking, a TD card, a BMO card, her Santander checking. */
import { Household } from '../../kit/household';
import { createRng } from '../../kit/random';
import { coupleBills } from './household-4-bills';
import { coupleCardSpending } from './household-4-card-spending';
import { coupleCheckingSpending } from './household-4-checking-spending';
import { couplePay } from './household-4-pay';
import { coupleSantander } from './household-4-santander';

export function couple(): Household {
  const r = createRng(2404);
  const h = new Household(
    'household-4',
    'Couple, Tampa FL. Regions joint checking written in the "PURCHASE AUTHORIZED ON mm/dd ... CARD 4410" / ' +
      '"RECURRING PAYMENT AUTHORIZED ON" style, his TD card, her BMO card, her own Santander checking. His salary is ' +
      'semi-monthly (15th and last day, previous business day; fixed with a raise, no price changes; an off-cycle ' +
      'bonus with the payroll description is a one-off). Her pay is weekly (hourly, variable) with an 8-week unpaid ' +
      'leave in summer 2025 (one series). Zelle from joint checking to her own Santander account each month: a ' +
      'transfer, both sides. Car lease (Toyota Financial) labelled loan. Boat loan. Timeshare maintenance fee ' +
      'annual (bill; its "MAINT FEE" wording is not a bank fee). Tampa Bay Times monthly until July 2025, then ' +
      'annual from August 2025: two series with the same description. TECO electric debit returned NSF in ' +
      'September 2025 (the attempt and its reversal are not in the series; the re-presented debit 3 days later ' +
      'is; NSF fee is a fee, its refund is not). Netflix on the debit card steps up. Santander charges a monthly ' +
      'maintenance fee (fee only, waived some months). Not fees: the county tax collector convenience fee, ' +
      'DUNKIN / STARBUCKS COFFEE, ATM withdrawals.',
  );
  const chk = h.account('regions-joint-checking.csv', 'depository');
  const td = h.account('td-card.csv', 'credit');
  const bmo = h.account('bmo-card.csv', 'credit');
  const san = h.account('santander-checking.csv', 'depository');

  couplePay(h, r, chk);
  coupleBills(h, r, chk, td, bmo, san);
  coupleSantander(h, r, san);
  coupleCheckingSpending(h, r, chk);
  coupleCardSpending(h, r, td, bmo);
  return h;
}
