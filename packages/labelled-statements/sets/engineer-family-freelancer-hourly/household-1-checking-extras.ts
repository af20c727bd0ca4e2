import { addDays } from '@tourniquet/domain';
import { dayOfWeek, mmSlashDd } from '../../kit/calendar';
import { type Household, nextBiz, scatter } from '../../kit/household';
import type { Rng } from '../../kit/random';

/** Household 1, Ally checking: debit purchases, ATM withdrawals and reimbursements, portal fees, Venmo. */
export function engineerCheckingExtras(
  h: Household,
  r: Rng,
  chk: string,
  debit: (d: string, text: string) => string,
): void {
  // Ally checking: a few debit purchases, ATM, portal fees, Venmo.
  scatter(h, chk, r, 0.9, [
    {
      make: (d) => debit(d, `COSTCO WHSE #${r.digits(4)} AUSTIN TX`),
      merchant: 'Costco',
      category: 'Groceries',
      lo: 40,
      hi: 260,
      weight: 2,
    },
    {
      make: (d) => debit(d, `SQ *ZILKER COFFEE AUSTIN TX`),
      merchant: 'Square',
      category: 'Restaurants',
      lo: 4,
      hi: 10,
    },
    {
      make: (d) => debit(d, `TX DPS DRIVER LICENSE AUSTIN TX ${mmSlashDd(d)}`),
      merchant: '',
      category: 'Government',
      lo: 33,
      hi: 33,
      weight: 0.1,
    },
  ]);
  for (const d of ['2025-01-11', '2025-05-24', '2025-09-20', '2026-01-31', '2026-06-06', '2026-10-17']) {
    h.add(
      chk,
      d,
      `ATM Withdrawal ${r.pick(['CARDTRONICS', 'BANK OF AMERICA', 'CHASE BANK'])} AUSTIN TX`,
      -r.pick([6000, 10000, 20000]),
      { category: 'Cash' },
    );
    h.add(
      chk,
      addDays(d, 3 + (dayOfWeek(d) === 6 ? 2 : 0)),
      'ATM Fee Reimbursement',
      r.pick([300, 350, 400]),
      {
        category: 'Fee Refund',
      },
    );
  }
  h.add(chk, '2025-08-05', 'Debit Card Purchase - TRAVIS COUNTY TAX OFFICE SERVICE FEE AUSTIN TX', -395, {
    category: 'Government',
  });
  h.add(chk, '2025-08-05', 'Debit Card Purchase - TRAVIS COUNTY TAX OFFICE AUSTIN TX', -8375, {
    category: 'Government',
  });
  h.add(chk, '2026-08-04', 'Debit Card Purchase - TEXAS.GOV*SERVICEFEE-DPS 512-463-9308 TX', -225, {
    category: 'Government',
  });
  for (let d = '2024-12-03'; d <= '2026-11-20'; d = addDays(d, r.int(9, 40))) {
    h.add(chk, nextBiz(d), `ACH Deposit VENMO CASHOUT ${r.digits(10)}`, r.centsFromDollars(25, 260), {
      merchant: 'Venmo',
      category: 'Transfer',
    });
  }
}
