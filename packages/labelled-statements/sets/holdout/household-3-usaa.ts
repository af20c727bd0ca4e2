/**
 * Household 3, USAA checking (partner B): OSU pay, 529, insurance, property tax, YMCA, the Toronto trip with its
 * foreign fees, the BMV and the card spending.
 */
import { addDays } from '@tourniquet/domain';
import type { IsoDate } from '@tourniquet/domain';
import { END, everyDays, irregularSpending, monthlyDates, put } from './lib';
import { mmSlashDd } from '../../kit/calendar';
import type { Columbus } from './household-3-setup';

export function addUsaa({ rng, h, usaa }: Columbus): void {
  // ---- USAA ----
  const usaaPos = (d: IsoDate, text: string, recurring = false) =>
    `${recurring ? 'RECURRING PAYMENT' : 'PURCHASE'} AUTHORIZED ON ${mmSlashDd(addDays(d, -rng.int(0, 2)))} ${text} S${rng.digits(15)} CARD 7120`;
  const payB = h.defineSeries('osu-pay', usaa.file, 'biweekly', 'income', true);
  for (const d of everyDays('2024-11-22', END, 14, 'prev'))
    put(
      usaa,
      d,
      `OHIO STATE UNIV DIRECT DEP ***********${rng.digits(4)}`,
      d < '2025-09-01' ? 213388 : 221917,
      ['osu', 'The Ohio State University', 'Paycheck', { merchant: 'OSU Wexner Medical' }],
      { series: payB },
    );
  put(usaa, '2025-12-19', `OHIO STATE UNIV DIRECT DEP ***********${rng.digits(4)}`, 75000, [
    'osu',
    'The Ohio State University',
    'Paycheck',
  ]);
  const c529 = h.defineSeries('ohio-529', usaa.file, 'monthly', 'transfer', true);
  for (const d of monthlyDates('2024-12-10', END, 10, 'next'))
    put(
      usaa,
      d,
      'OHIO TUITION TRUST COLLEGEADV 529 CONTRIB',
      d < '2026-01-01' ? -20000 : -25000,
      ['529', 'CollegeAdvantage', 'Savings', { category: 'Education' }],
      { series: c529 },
    );
  const carIns = h.defineSeries('erie-auto-insurance', usaa.file, 'semi_annual', 'bill', true);
  for (const [d, amt] of [
    ['2025-03-11', 61240],
    ['2025-09-11', 65590],
    ['2026-03-11', 65590],
    ['2026-09-11', 70120],
  ] as const)
    put(
      usaa,
      d,
      `ERIE INSURANCE GROUP PREM PMT ${rng.digits(8)}`,
      -amt,
      ['erie', 'Erie Insurance', 'Insurance'],
      { series: carIns },
    );
  const ptax = h.defineSeries('franklin-county-property-tax', usaa.file, 'semi_annual', 'bill', true);
  for (const [d, amt] of [
    ['2025-02-05', 280416],
    ['2025-06-20', 280416],
    ['2026-02-04', 310255],
    ['2026-06-19', 310255],
  ] as const)
    put(
      usaa,
      d,
      `FRANKLIN CO TREAS REAL ESTATE TAX ${rng.digits(10)}`,
      -amt,
      ['ftax', 'Franklin County Treasurer', 'Taxes'],
      { series: ptax },
    );
  const life = h.defineSeries('northwestern-life', usaa.file, 'annual', 'bill', true);
  put(
    usaa,
    '2025-04-28',
    'NORTHWESTERN MU ISA PAYMENT',
    -118500,
    ['nwm', 'Northwestern Mutual', 'Insurance'],
    { series: life },
  );
  put(
    usaa,
    '2026-04-28',
    'NORTHWESTERN MU ISA PAYMENT',
    -118500,
    ['nwm', 'Northwestern Mutual', 'Insurance'],
    { series: life },
  );
  const ymca = h.defineSeries('ymca-family', usaa.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', '2025-09-30', 25))
    put(usaa, d, usaaPos(d, 'YMCA OF CENTRAL OHIO COLUMBUS OH', true), -8900, ['ymca', 'YMCA', 'Fitness'], {
      series: ymca,
    });
  put(usaa, '2025-09-05', 'USAA FUNDS TRANSFER CR', 25000, ['usaaxfer', '', 'Transfer']);
  put(usaa, '2025-07-22', 'INTERNATIONAL SERVICE FEE', -87, ['intl', '', 'Bank Fees'], {
    fee: 'foreign_transaction',
  });
  put(usaa, '2025-07-22', usaaPos('2025-07-22', 'TIM HORTONS #2231 TORONTO ON'), -2914, [
    'timh',
    'Tim Hortons',
    'Coffee',
  ]);
  put(usaa, '2025-07-23', 'INTERNATIONAL SERVICE FEE', -312, ['intl', '', 'Bank Fees'], {
    fee: 'foreign_transaction',
  });
  put(usaa, '2025-07-23', usaaPos('2025-07-23', 'CN TOWER TORONTO ON'), -10402, ['cnt', '', 'Travel']);
  put(usaa, '2025-07-24', 'INTERNATIONAL SERVICE FEE', -188, ['intl', '', 'Bank Fees'], {
    fee: 'foreign_transaction',
  });
  put(usaa, '2025-07-24', usaaPos('2025-07-24', 'RIPLEYS AQUARIUM OF CANAD TORONTO ON'), -6270, [
    'rip',
    '',
    'Travel',
  ]);
  put(usaa, '2025-05-14', usaaPos('2025-05-14', 'OH BMV ONLINE SERVICES CONVENIENCE FEE COLUMBUS OH'), -350, [
    'bmv',
    'Ohio BMV',
    'Government',
  ]);
  put(usaa, '2025-05-14', usaaPos('2025-05-14', 'OH BMV ONLINE REGISTRATION COLUMBUS OH'), -6400, [
    'bmv',
    'Ohio BMV',
    'Government',
  ]);
  irregularSpending(usaa, rng, 1.4, [
    {
      key: 'meijer',
      clean: 'Meijer',
      category: 'Groceries',
      minCents: 2000,
      maxCents: 16000,
      describe: (d) => usaaPos(d, 'MEIJER # 187 COLUMBUS OH'),
      weight: 2,
    },
    {
      key: 'coffee',
      clean: "Stauf's Coffee",
      category: 'Coffee',
      minCents: 400,
      maxCents: 1500,
      describe: (d) => usaaPos(d, 'STAUFS COFFEE ROASTERS COLUMBUS OH'),
    },
    {
      key: 'chipotle',
      clean: 'Chipotle',
      category: 'Restaurants',
      minCents: 1100,
      maxCents: 4200,
      describe: (d) => usaaPos(d, 'CHIPOTLE 1022 COLUMBUS OH'),
    },
    {
      key: 'bp',
      clean: 'BP',
      category: 'Gas',
      minCents: 2500,
      maxCents: 6600,
      describe: (d) => usaaPos(d, `BP#${rng.digits(7)}HIGH ST COLUMBUS OH`),
    },
    {
      key: 'venmo',
      clean: 'Venmo',
      category: 'Transfer',
      minCents: 1000,
      maxCents: 8000,
      describe: () => `VENMO PAYMENT ${rng.digits(10)}`,
    },
  ]);
}
