/** Household 4's M&T checking spending and fees: debit purchases, overdrafts, returned items, ATM, DMV, tax refunds. */
import { dayInMonth, mmSlashDd } from '../../kit/calendar';
import { scatter } from '../../kit/household';
import type { Buffalo } from './household-4-setup';

export function addDebitSpendingAndFees({ r, h, chk, posDebit }: Buffalo): void {
  // M&T checking: debit spending, fees.
  scatter(h, chk, r, 1.0, [
    {
      make: (d) => posDebit(d, `ALDI ${r.digits(5)} BUFFALO NY`),
      merchant: 'Aldi',
      category: 'Groceries',
      lo: 15,
      hi: 90,
      weight: 3,
    },
    {
      make: (d) => posDebit(d, `TIM HORTONS ${r.digits(5)} BUFFALO NY`),
      merchant: 'Tim Hortons',
      category: 'Restaurants',
      lo: 2,
      hi: 11,
      weight: 2,
    },
    {
      make: (d) => posDebit(d, `FAMILY DOLLAR ${r.digits(5)} BUFFALO NY`),
      merchant: '',
      category: 'Shopping',
      lo: 4,
      hi: 40,
      weight: 1,
    },
    {
      make: (d) => posDebit(d, `NFTA METRO FARE ${r.digits(4)} BUFFALO NY`),
      merchant: 'NFTA',
      category: 'Travel',
      lo: 2,
      hi: 2,
      weight: 1,
    },
  ]);
  for (const [d, n] of [
    ['2025-03-31', 1],
    ['2025-09-29', 2],
    ['2026-01-20', 3],
    ['2026-02-02', 1],
  ] as const)
    for (let i = 0; i < n; i++)
      h.add(chk, d, 'OVERDRAFT PAID FEE', -1500, { category: 'Bank Fee', fee: 'overdraft' });
  h.add(chk, '2026-01-26', 'OVERDRAFT FEE REVERSAL', 1500, { category: 'Bank Fee' });
  h.add(chk, '2026-01-21', 'RETURN ITEM FEE', -1500, { category: 'Bank Fee', fee: 'insufficient_funds' });
  h.add(chk, '2026-01-20', `ACH DEBIT SPEEDY CASH ONLINE PMT ${r.digits(8)}`, -8250, { category: 'Loans' });
  h.add(chk, '2026-01-21', 'RETURN ITEM ACH DEBIT SPEEDY CASH ONLINE PMT', 8250, { category: '' });
  for (const [y, m] of [
    [2026, 1],
    [2026, 2],
  ] as const)
    h.add(chk, dayInMonth(y, m, 31), 'MONTHLY MAINTENANCE FEE', -495, {
      category: 'Bank Fee',
      fee: 'monthly_maintenance',
    });
  for (const d of [
    '2025-02-15',
    '2025-06-07',
    '2025-10-18',
    '2026-01-10',
    '2026-05-02',
    '2026-08-29',
    '2026-11-07',
  ]) {
    const foreign = d !== '2025-06-07' && d !== '2026-05-02';
    h.add(
      chk,
      d,
      `ATM WITHDRAWAL ${foreign ? 'KEYBANK' : 'M&T BANK'} BUFFALO NY ${mmSlashDd(d).replace('/', '')}`,
      -r.pick([2000, 4000, 6000]),
      { category: 'Cash & ATM' },
    );
    if (foreign) h.add(chk, d, 'NON M&T ATM FEE', -300, { category: 'Bank Fee', fee: 'atm' });
  }
  h.add(chk, '2025-11-18', posDebit('2025-11-18', 'NYS DMV INTERNET SERVICE FEE ALBANY NY'), -250, {
    category: 'Government',
  });
  h.add(chk, '2025-11-18', posDebit('2025-11-18', 'NYS DMV INTERNET ALBANY NY'), -3225, {
    category: 'Government',
  });
  h.add(chk, '2026-03-02', 'ACH CREDIT NYS DTF PIT TAX REFUND', 124000, { category: 'Tax Refund' });
  h.add(chk, '2026-02-20', 'ACH CREDIT IRS TREAS 310 TAX REF', 386100, { category: 'Tax Refund' });
}
