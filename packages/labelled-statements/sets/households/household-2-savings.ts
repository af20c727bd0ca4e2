import { mmddyy } from '../../kit/calendar';
import type { SavingsTransfer } from './household-2-checking';
import type { HouseholdBuilder } from './household';
import { lastBusinessDayOfMonth } from '../../kit/calendar';
import { monthlyDates } from './schedule';
import { oneOffs } from './spending';

/** Household 2, Way2Save savings: the other side of the monthly transfer, interest earned, two withdrawals. */
export function household2Savings(
  h: HouseholdBuilder,
  file: string,
  savings: readonly SavingsTransfer[],
): void {
  const { rng } = h;
  h.addSeries({
    id: 'h2-from-checking',
    file,
    cadence: 'monthly',
    kind: 'transfer',
    fixed: true,
    active: true,
    traps: ['own-transfer', 'changing-description', 'date-in-text'],
    dates: savings.map((s) => s.date),
    direction: 'in',
    amountCents: (_date, index) => savings[index]?.cents ?? 0,
    line: (date, index) => ({
      description: `ONLINE TRANSFER REF #${savings[index]?.ref} FROM EVERYDAY CHECKING XXXXXX5678 ON ${mmddyy(date)}`,
      merchant: '',
      merchantExact: '',
      category: 'Transfer',
    }),
  });
  // Interest is paid at each statement's end: tiny, growing with the balance. Money in, never a fee.
  const interestDates = monthlyDates({ day: 31 }).map((d) => lastBusinessDayOfMonth(d));
  h.addSeries({
    id: 'h2-savings-interest',
    file,
    cadence: 'monthly',
    kind: 'income',
    fixed: false,
    active: true,
    traps: ['interest-earned-not-fee', 'variable-amount'],
    dates: interestDates,
    direction: 'in',
    amountCents: (_date, index) => 38 + index * 4 + rng.int(0, 9),
    line: () => ({ description: 'INTEREST PAYMENT', merchant: 'Wells Fargo', category: 'Income' }),
  });
  oneOffs(h, file, [
    [
      '2025-07-21',
      `OVERDRAFT PROTECTION TO EVERYDAY CHECKING XXXXXX5678 ON ${mmddyy('2025-07-21')}`,
      -15000,
      '',
      'Transfer',
      ['overdraft-word-not-fee'],
    ],
    [
      '2026-06-26',
      `ONLINE TRANSFER REF #IB0K7R2QXW TO EVERYDAY CHECKING XXXXXX5678 ON ${mmddyy('2026-06-26')}`,
      -200000,
      '',
      'Transfer',
      ['own-transfer'],
    ],
  ]);
}
