import { addDays } from '@tourniquet/domain';
import { dayInMonth, mmSlashDd } from '../../kit/calendar';
import { type Household, lastBizOfMonth, MONTHS, nextBiz, scatter } from '../../kit/household';
import type { Rng } from '../../kit/random';

/**
 * Household 2, KeyBank: SiriusXM on the debit card, debit spending, the bank fees, ATM, checks, savings
 * interest.
 */
export function familyKeybankExtras(
  h: Household,
  r: Rng,
  chk: string,
  sav: string,
  ach: (co: string, des: string, d: string, kind?: string) => string,
  checkcard: (d: string, text: string) => string,
): void {
  // SiriusXM on the KeyBank debit card: CHECKCARD mmdd changes every month; taxes make odd cents.
  const sirius = h.defineSeries('siriusxm', chk, 'monthly', 'subscription', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    if (ym >= '2025-01')
      h.add(
        chk,
        dayInMonth(y, m, 29),
        checkcard(dayInMonth(y, m, 29), 'SIRIUSXM RADIO 888-635-5144 NY'),
        ym < '2025-09' ? -1187 : -1298,
        {
          merchant: r.chance(0.5) ? 'SiriusXM' : '',
          category: r.chance(0.5) ? 'Entertainment' : '',
          series: sirius,
        },
      );
  }
  h.add(sav, '2026-06-01', 'EXCESSIVE WITHDRAWAL FEE', -500, { category: '', fee: 'other' });
  h.add(chk, '2025-12-06', checkcard('2025-12-06', 'LATE NIGHT SLICE CLEVELAND OH'), -2318, {
    category: 'Restaurants',
  });
  h.add(chk, '2026-05-16', checkcard('2026-05-16', 'LATE NIGHT SLICE CLEVELAND OH'), -1774, {
    category: 'Restaurants',
  });
  // KeyBank checking: debit spending, fees, ATM.
  scatter(h, chk, r, 1.1, [
    {
      make: (d) => checkcard(d, `MARC'S STORES #${r.digits(2)} PARMA OH`),
      merchant: "Marc's",
      category: 'Groceries',
      lo: 12,
      hi: 95,
      weight: 3,
    },
    {
      make: (d) => checkcard(d, `PHOENIX COFFEE CO CLEVELAND OH`),
      merchant: '',
      category: 'Restaurants',
      lo: 4,
      hi: 12,
      weight: 2,
    },
    {
      make: (d) => checkcard(d, `SPEEDWAY ${r.digits(5)} PARMA OH`),
      merchant: 'Speedway',
      category: 'Gas',
      lo: 20,
      hi: 58,
      weight: 1.5,
    },
    {
      make: (d) => checkcard(d, `SQ *PARMA PIEROGIES PARMA OH`),
      merchant: 'Square',
      category: 'Restaurants',
      lo: 9,
      hi: 40,
      weight: 1,
    },
  ]);
  for (const [d, n] of [
    ['2025-02-27', 2],
    ['2025-06-27', 1],
    ['2025-10-30', 3],
  ] as const) {
    for (let i = 0; i < n; i++)
      h.add(chk, d, 'OVERDRAFT ITEM FEE', -3300, { category: '', fee: 'overdraft' });
  }
  h.add(chk, '2025-07-03', 'OVERDRAFT FEE REFUND', 3300, { category: 'Fee Refund' });
  // A returned (NSF) debit and its fee; the returned debit itself is not a fee.
  h.add(chk, '2025-10-30', ach('PROGRESSIVE LEISURE', 'INS PREM', '2025-10-30', 'WEB'), -8800, {
    category: 'Insurance',
  });
  h.add(chk, '2025-10-31', 'RETURNED ITEM PROGRESSIVE LEISURE', 8800, { category: '' });
  h.add(chk, '2025-10-31', 'RETURNED ITEM FEE', -3300, { category: '', fee: 'insufficient_funds' });
  for (const [y, m] of [
    [2025, 2],
    [2025, 3],
    [2025, 10],
    [2025, 11],
    [2026, 1],
    [2026, 8],
  ] as const)
    h.add(chk, lastBizOfMonth(y, m), 'MAINTENANCE FEE', -1500, {
      category: 'Bank Fees',
      fee: 'monthly_maintenance',
    });
  for (const d of ['2025-03-08', '2025-06-21', '2025-11-29', '2026-03-14', '2026-07-25', '2026-10-10']) {
    h.add(
      chk,
      d,
      `ATM WITHDRAWAL ${mmSlashDd(d).replace('/', '')} ${r.pick(['PNC BANK', 'CARDTRONICS', 'HUNTINGTON'])} PARMA OH`,
      -r.pick([4000, 8000, 10000]),
      { category: 'ATM' },
    );
    h.add(chk, d, 'NON-KEYBANK ATM FEE', -300, { category: 'Bank Fees', fee: 'atm' });
  }
  h.add(chk, '2025-05-06', 'STOP PAYMENT CHARGE', -3500, { category: '', fee: 'other' });
  h.add(chk, '2026-06-02', 'WIRE TRANSFER OUT TO FIRST AMERICAN TITLE REF 2026060200112', -1250000, {
    category: 'Transfer',
  });
  h.add(chk, '2026-06-02', 'OUTGOING DOMESTIC WIRE CHG', -2500, { category: 'Home', fee: 'wire' });
  h.add(chk, '2026-06-01', 'ONLINE TRANSFER FROM SAV XXXXXXX6627', 1250000, { category: 'Transfer' });
  h.add(sav, '2026-06-01', 'ONLINE TRANSFER TO CHK XXXXXXX1180', -1250000, { category: 'Transfer' });
  h.add(chk, '2025-04-09', checkcard('2025-04-09', 'OHIO BMV ONLINE SERVICE FEE COLUMBUS OH'), -200, {
    category: 'Government',
  });
  h.add(chk, '2025-04-09', checkcard('2025-04-09', 'OHIO BMV ONLINE REG RENEWAL COLUMBUS OH'), -5100, {
    category: 'Government',
  });
  for (const y of [2025, 2026])
    h.add(sav, dayInMonth(y, 12, 31), 'INTEREST PAID', r.centsFromDollars(1.5, 4.9), {
      category: 'Interest',
    });
  for (let i = 0; i < 6; i++) {
    const d = addDays('2024-12-01', r.int(0, 700));
    h.add(chk, nextBiz(d), `CHECK ${1300 + i}`, -r.pick([5000, 12000, 20000, 35000]), {});
  }
}
