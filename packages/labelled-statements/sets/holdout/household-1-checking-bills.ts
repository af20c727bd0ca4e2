/**
 * Household 1, Chase checking: utilities, the landscaper by paper check, homeowners insurance, the savings
 * transfers and the interest earned.
 */
import { addDays } from '@tourniquet/domain';
import { END, monthlyDates, put } from './lib';
import { mmSlashDd } from '../../kit/calendar';
import type { Tucson } from './household-1-setup';

export function addBillsAndSavings({ rng, h, chk, ach }: Tucson): void {
  // Utilities: variable.
  const tep = h.defineSeries('tep-electric', chk.file, 'monthly', 'bill', false);
  monthlyDates('2024-11-28', END, 12, 'next').forEach((d, i) => {
    const month = Number(d.slice(5, 7));
    const summer = month >= 6 && month <= 9 ? 1 : month === 5 || month === 10 ? 0.6 : 0.25;
    const amount = Math.round(6800 + summer * 26000 + rng.int(-1800, 1800) + i * 10);
    put(
      chk,
      addDays(d, rng.int(0, 2)),
      ach('TUCSON ELECTRIC', '1860062390', 'UTIL PYMT', 'WEB', d, '0093318842'),
      -amount,
      ['tep', 'Tucson Electric Power', 'Utilities'],
      { series: tep },
    );
  });
  const gas = h.defineSeries('southwest-gas', chk.file, 'monthly', 'bill', false);
  for (const d of monthlyDates('2024-11-24', END, 24, 'next')) {
    const month = Number(d.slice(5, 7));
    const winter = month === 12 || month <= 2 ? 1 : month === 3 || month === 11 ? 0.5 : 0.1;
    put(
      chk,
      d,
      ach('SOUTHWEST GAS', '8880111223', 'PAYMENT', 'WEB', d, '110029384401'),
      -Math.round(2600 + winter * 6400 + rng.int(-500, 500)),
      ['swg', 'Southwest Gas', 'Utilities', { merchant: 'SW Gas Holdings' }],
      { series: gas },
    );
  }

  // Landscaper, paid by paper check; cashed 4-10 days after the 1st. Check numbers run on.
  const yard = h.defineSeries('landscaper-check', chk.file, 'monthly', 'bill', true);
  let checkNo = 1041;
  for (const first of monthlyDates('2024-12-01', END, 1)) {
    put(
      chk,
      addDays(first, rng.int(4, 10)),
      `CHECK ${checkNo++}`,
      first < '2026-03-01' ? -9500 : -11000,
      ['check', '', ''],
      { series: yard },
    );
    if (rng.chance(0.35))
      put(chk, addDays(first, rng.int(12, 26)), `CHECK ${checkNo++}`, -rng.cents(2000, 40000), [
        'check',
        '',
        '',
      ]);
  }

  // Homeowners insurance, annual.
  const home = h.defineSeries('usaa-homeowners', chk.file, 'annual', 'bill', true);
  put(
    chk,
    '2025-03-14',
    ach('USAA P&C', '1741234567', 'AUTOPAY', 'PPD', '2025-03-14', '01882733'),
    -141200,
    ['usaa', 'USAA', 'Insurance'],
    { series: home },
  );
  put(
    chk,
    '2026-03-16',
    ach('USAA P&C', '1741234567', 'AUTOPAY', 'PPD', '2026-03-16', '01882733'),
    -158800,
    ['usaa', 'USAA', 'Insurance'],
    { series: home },
  );

  // Savings transfer to Chase savings: 500 then 300 a month.
  const sav = h.defineSeries('transfer-to-savings', chk.file, 'monthly', 'transfer', true);
  for (const d of monthlyDates('2024-12-05', END, 5, 'next'))
    put(
      chk,
      d,
      `Online Transfer to SAV ...7731 transaction#: ${rng.digits(11)} ${mmSlashDd(d)}`,
      d < '2026-02-01' ? -50000 : -30000,
      ['xfer', '', 'Transfer'],
      { series: sav },
    );
  for (const d of ['2025-08-19', '2026-01-27'])
    put(chk, d, `Online Transfer from SAV ...7731 transaction#: ${rng.digits(11)}`, 150000, [
      'xfer',
      '',
      'Transfer',
    ]);

  // Interest earned on checking (Premier Plus), monthly and variable: an income series, not a fee.
  const interest = h.defineSeries('checking-interest', chk.file, 'monthly', 'income', false);
  for (const d of monthlyDates('2024-11-30', END, 31, 'prev'))
    put(chk, d, 'INTEREST PAYMENT', rng.int(9, 64), ['int', '', 'Interest'], { series: interest });
}
