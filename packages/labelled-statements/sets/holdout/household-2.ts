/**
 * Household 2: a gig worker in Houston TX. Navy Federal checking (Uber and DoorDash instant payouts) and an
 * Apple Card (exported newest first).
 */
import { addDays } from '@tourniquet/domain';
import type { IsoDate } from '@tourniquet/domain';
import {
  END,
  everyDays,
  irregularDates,
  irregularSpending,
  monthlyDates,
  put,
  enrichedAccount,
  holdoutHousehold,
} from './lib';
import type { Household } from '../../kit/household';
import { mmddyy } from '../../kit/calendar';
import { createRng } from '../../kit/random';

export function household2(): Household {
  const rng = createRng(2202);
  const h = holdoutHousehold(
    'household-2',
    'Gig worker, Houston TX. Navy Federal checking and an Apple Card (newest first). Uber and DoorDash instant ' +
      'payouts are irregular in amount and day: not series. Rent by Zelle to the landlord (one landlord LATE FEE by ' +
      'Zelle: not a bank fee). Westlake auto loan: one ACH bounced and was re-presented 3 days later (the retry is ' +
      'the series line; the bounced line and its return are not). T-Mobile goes 65 -> 80 -> 55. Weekly savings ' +
      'transfer paused Jul-Sep 2025. Three 9.99 subscriptions at three merchants (Uber One, DashPass ended, Hulu via ' +
      'PayPal) plus one-off 9.99 purchases. Planet Fitness CLUB FEES monthly and its ANNUAL FEE are subscriptions.',
  );
  const chk = enrichedAccount(h, 'navyfed-checking.csv', 'depository', false, 0.3);
  const card = enrichedAccount(h, 'apple-card.csv', 'credit', true, 1);
  const pos = (d: IsoDate, text: string) =>
    `POS Debit- Debit Card 4821 Transaction ${mmddyy(addDays(d, -rng.int(0, 2)), '-')} ${text}`;

  // Gig payouts: irregular, not series.
  for (const d of irregularDates(rng, 1, 6))
    put(
      chk,
      d,
      rng.chance(0.5)
        ? `Deposit - ACH Paid From UBER USA 6787 INSTANTPAY ${rng.digits(7)}`
        : `POS Credit Adjustment 4821 Transaction ${mmddyy(d, '-')} UBER USA 6787 INSTANT PAY`,
      rng.cents(2800, 26500),
      ['uber', 'Uber', 'Income', { merchant: 'Uber Eats' }],
    );
  for (const d of irregularDates(rng, 1, 7))
    put(chk, d, `Deposit - ACH Paid From DOORDASH, INC. FAST PAY ${rng.code(8)}`, rng.cents(1800, 21000), [
      'dd',
      'DoorDash',
      'Income',
    ]);

  // Rent by Zelle.
  const rent = h.defineSeries('rent-zelle', chk.file, 'monthly', 'bill', true);
  for (const first of monthlyDates('2024-12-01', END, 1)) {
    const late = first === '2025-08-01';
    const d = late ? '2025-08-07' : addDays(first, rng.int(0, 2));
    put(
      chk,
      d,
      `Zelle DEBIT To Marisol Prop Mgmt Conf# ${rng.code(9).toLowerCase()}`,
      first < '2026-01-01' ? -115000 : -119500,
      ['zelle-rent', '', 'Transfer', { category: 'Transfer' }],
      { series: rent },
    );
    if (late)
      put(chk, d, `Zelle DEBIT To Marisol Prop Mgmt LATE FEE Conf# ${rng.code(9).toLowerCase()}`, -7500, [
        'zelle-rent',
        '',
        'Transfer',
      ]);
  }

  // Auto loan, with one bounce and a re-presentment 3 days later.
  const loan = h.defineSeries('westlake-auto-loan', chk.file, 'monthly', 'loan', true);
  for (const d of monthlyDates('2024-12-05', END, 5, 'next')) {
    if (d === '2025-08-05') {
      put(chk, d, `ACH Paid To WESTLAKE FINANCIAL AUTO PMT ${rng.digits(9)}`, -41237, [
        'westlake',
        'Westlake Financial',
        'Loan Payment',
      ]);
      put(chk, addDays(d, 1), 'ACH Return WESTLAKE FINANCIAL R01 INSUFF FUNDS', 41237, [
        'westlake',
        'Westlake Financial',
        'Loan Payment',
      ]);
      put(chk, addDays(d, 1), 'NSF RETURNED ITEM FEE', -2900, ['nsf', '', ''], { fee: 'insufficient_funds' });
      put(
        chk,
        addDays(d, 3),
        `ACH Paid To WESTLAKE FINANCIAL AUTO PMT ${rng.digits(9)}`,
        -41237,
        ['westlake', 'Westlake Financial', 'Loan Payment'],
        { series: loan },
      );
      continue;
    }
    put(
      chk,
      d,
      `ACH Paid To WESTLAKE FINANCIAL AUTO PMT ${rng.digits(9)}`,
      -41237,
      ['westlake', 'Westlake Financial', 'Loan Payment'],
      { series: loan },
    );
  }

  const phone = h.defineSeries('t-mobile', chk.file, 'monthly', 'bill', true);
  for (const d of monthlyDates('2024-11-21', END, 18, 'next'))
    put(
      chk,
      d,
      `ACH Paid To T-MOBILE PCS SVC ${rng.digits(10)}`,
      d < '2025-04-01' ? -6500 : d < '2026-02-01' ? -8000 : -5500,
      ['tmo', 'T-Mobile', 'Phone', { merchant: 'Deutsche Telekom' }],
      { series: phone },
    );
  const auto = h.defineSeries('progressive-auto', chk.file, 'monthly', 'bill', true);
  for (const d of monthlyDates('2024-11-23', END, 23, 'next')) {
    const amount = d < '2025-06-01' ? 14210 : d < '2025-12-01' ? 15680 : d < '2026-06-01' ? 14930 : 16375;
    put(chk, d, 'ACH Paid To PROGRESSIVE INS AUTOPAY', -amount, ['prog', 'Progressive', 'Insurance'], {
      series: auto,
    });
  }
  const gym = h.defineSeries('planet-fitness-monthly', chk.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 17))
    put(chk, d, pos(d, 'PLANET FITNESS CLUB FEES 844-880-7180 NH'), -2499, ['pf', 'Planet Fitness', 'Gym'], {
      series: gym,
    });
  const gymAnnual = h.defineSeries('planet-fitness-annual', chk.file, 'annual', 'subscription', true);
  put(
    chk,
    '2025-03-03',
    pos('2025-03-03', 'PLANET FITNESS ANNUAL FEE 844-880-7180 NH'),
    -4900,
    ['pf', 'Planet Fitness', 'Gym'],
    { series: gymAnnual },
  );
  put(
    chk,
    '2026-03-03',
    pos('2026-03-03', 'PLANET FITNESS ANNUAL FEE 844-880-7180 NH'),
    -4900,
    ['pf', 'Planet Fitness', 'Gym'],
    { series: gymAnnual },
  );

  // Weekly savings transfer (Fridays), paused Jul-Sep 2025; pulls back are irregular.
  const sav = h.defineSeries('transfer-to-shares', chk.file, 'weekly', 'transfer', false);
  for (const d of everyDays('2024-11-22', END, 7, 'prev')) {
    if (d >= '2025-07-01' && d < '2025-10-01') continue;
    put(chk, d, 'TRANSFER TO ACCT XXXX0917', -2500, ['xfer', '', 'Transfer'], { series: sav });
  }
  for (const d of irregularDates(rng, 25, 80))
    put(chk, d, 'TRANSFER FROM ACCT XXXX0917', rng.pick([10000, 15000, 20000, 30000]), [
      'xfer',
      '',
      'Transfer',
    ]);
  for (const d of irregularDates(rng, 30, 100))
    put(
      chk,
      d,
      `Zelle CREDIT From JORDAN REYES Conf# ${rng.code(9).toLowerCase()}`,
      rng.pick([5000, 10000, 20000]),
      ['zelle-self', '', 'Transfer'],
    );

  // Monthly dividend: an income series.
  const div = h.defineSeries('share-dividend', chk.file, 'monthly', 'income', false);
  for (const d of monthlyDates('2024-11-30', END, 31))
    put(chk, d, 'Dividend', rng.int(2, 31), ['div', '', 'Interest'], { series: div });

  // Apple Card payment, both sides.
  const payChk = h.defineSeries('apple-card-payment-checking', chk.file, 'monthly', 'transfer', false);
  const payCard = h.defineSeries('apple-card-payment-card', card.file, 'monthly', 'transfer', false);
  for (const d of monthlyDates('2024-11-28', END, 28, 'next')) {
    const amount = rng.cents(18000, 90000);
    put(
      chk,
      d,
      `ACH Paid To APPLECARD GSBANK PAYMENT ${rng.digits(7)}`,
      -amount,
      ['applepay', 'Apple Card', 'Credit Card Payment'],
      { series: payChk },
    );
    put(
      card,
      d,
      'ACH DEPOSIT INTERNET TRANSFER FROM ACCOUNT ENDING IN 4821',
      amount,
      ['applepayc', '', 'Payment'],
      { series: payCard },
    );
  }

  // Fees and not-fees.
  for (const d of ['2025-01-14', '2025-04-09', '2025-08-22', '2026-02-03', '2026-06-30', '2026-10-13']) {
    put(
      chk,
      d,
      `ATM Withdrawal - ${rng.pick(['CARDTRONICS', 'ALLPOINT', 'CHASE'])} ${rng.digits(6)} HOUSTON TX`,
      -rng.pick([4000, 6000, 10000]),
      ['atmw', '', 'Cash'],
    );
    put(chk, d, 'NON-NFCU ATM FEE', -100, ['atmfee', '', 'Fees'], { fee: 'atm' });
  }
  for (const d of irregularDates(rng, 30, 75))
    put(chk, d, `ATM Withdrawal - NFCU ${rng.digits(6)} HOUSTON TX`, -rng.pick([2000, 4000, 6000]), [
      'atmw',
      '',
      'Cash',
    ]);
  for (const d of ['2025-02-26', '2025-07-29', '2026-04-28'])
    put(chk, d, 'OD ITEM FEE', -2000, ['od', '', 'Fees', { category: 'Transfer' }], { fee: 'overdraft' });
  put(chk, '2025-07-30', 'OD ITEM FEE REFUND', 2000, ['odrev', '', 'Fees']);
  // Vehicle registration renews each spring: an annual bill, with the portal's service fee as its own series.
  const reg = h.defineSeries('txdmv-registration', chk.file, 'annual', 'bill', true);
  const regFee = h.defineSeries('txdmv-service-fee', chk.file, 'annual', 'bill', true);
  put(
    chk,
    '2025-05-02',
    pos('2025-05-02', 'TXDMV REGISTRATION SERVICE FEE AUSTIN TX'),
    -200,
    ['txdmv', 'Texas DMV', 'Government'],
    { series: regFee },
  );
  put(
    chk,
    '2025-05-02',
    pos('2025-05-02', 'TXDMV REGISTRATION AUSTIN TX'),
    -7575,
    ['txdmv', 'Texas DMV', 'Government'],
    { series: reg },
  );
  put(
    chk,
    '2026-04-30',
    pos('2026-04-30', 'TXDMV REGISTRATION SERVICE FEE AUSTIN TX'),
    -200,
    ['txdmv', 'Texas DMV', 'Government'],
    { series: regFee },
  );
  put(
    chk,
    '2026-04-30',
    pos('2026-04-30', 'TXDMV REGISTRATION AUSTIN TX'),
    -7575,
    ['txdmv', 'Texas DMV', 'Government'],
    { series: reg },
  );
  put(chk, '2025-11-04', pos('2025-11-04', 'HARRIS COUNTY PUBLIC LIBRARY LATE FEE HOUSTON TX'), -500, [
    'hcpl',
    '',
    'Education',
  ]);

  irregularSpending(chk, rng, 4.5, [
    {
      key: 'shell',
      clean: 'Shell',
      category: 'Gas',
      minCents: 2200,
      maxCents: 6400,
      describe: (d) => pos(d, `SHELL OIL ${rng.digits(8)} HOUSTON TX`),
      weight: 3,
    },
    {
      key: 'bucees',
      clean: "Buc-ee's",
      category: 'Gas',
      minCents: 3000,
      maxCents: 7200,
      describe: (d) => pos(d, "BUC-EE'S #34 KATY TX"),
    },
    {
      key: 'heb',
      clean: 'H-E-B',
      category: 'Groceries',
      minCents: 1200,
      maxCents: 14000,
      describe: (d) => pos(d, 'H-E-B #412 HOUSTON TX'),
      weight: 2,
    },
    {
      key: 'qt',
      clean: 'QuikTrip',
      category: 'Gas',
      minCents: 800,
      maxCents: 5500,
      describe: (d) => pos(d, `QT ${rng.digits(4)} HOUSTON TX`),
      weight: 2,
    },
    {
      key: 'carwash',
      clean: 'Mister Car Wash',
      category: 'Auto',
      minCents: 1000,
      maxCents: 2500,
      describe: (d) => pos(d, 'MISTER CAR WASH 1127 HOUSTON TX'),
      weight: 0.5,
    },
    {
      key: 'autozone',
      clean: 'AutoZone',
      category: 'Auto',
      minCents: 900,
      maxCents: 18000,
      describe: (d) => pos(d, 'AUTOZONE #3321 HOUSTON TX'),
      weight: 0.5,
    },
    {
      key: 'whata',
      clean: 'Whataburger',
      category: 'Restaurants',
      minCents: 700,
      maxCents: 1900,
      describe: (d) => pos(d, 'WHATABURGER 627 HOUSTON TX'),
    },
    {
      key: 'coffee',
      clean: 'Java Coffee',
      category: 'Coffee',
      minCents: 300,
      maxCents: 900,
      describe: (d) => pos(d, 'SQ *BOOMTOWN COFFEE Houston TX'),
      weight: 1,
    },
  ]);

  // ---- Apple Card ----
  const addr = 'ONE APPLE PARK WAY 866-712-7753 CUPERTINO CA 95014 USA';
  const spotify = h.defineSeries('spotify', card.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 12))
    put(
      card,
      d,
      'SPOTIFY USA 877-7781161 NEW YORK NY 10011 USA',
      d < '2025-09-01' ? -1199 : -1299,
      ['spotify', 'Spotify', 'Entertainment'],
      { series: spotify },
    );
  const uberOne = h.defineSeries('uber-one', card.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 8))
    put(
      card,
      d,
      'UBER *ONE MEMBERSHIP HELP.UBER.COM CA 94103 USA',
      -999,
      ['uberone', 'Uber', 'Transportation', { category: 'Transportation' }],
      { series: uberOne },
    );
  const dashpass = h.defineSeries('dashpass', card.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', '2025-11-30', 21))
    put(
      card,
      d,
      'DOORDASH DASHPASS 855-973-1040 CA 94107 USA',
      -999,
      ['dashpass', 'DoorDash', 'Restaurants'],
      { series: dashpass },
    );
  const hulu = h.defineSeries('hulu-paypal', card.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-26', END, 26))
    put(
      card,
      d,
      'PAYPAL *HULU 402-935-7733 CA 95131 USA',
      d < '2025-10-15' ? -999 : -1199,
      ['hulu', 'PayPal', 'Entertainment'],
      { series: hulu },
    );
  const icloud = h.defineSeries('icloud', card.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-30', END, 30))
    put(card, d, `APPLE.COM/BILL ${addr}`, d < '2025-05-01' ? -99 : -299, ['apple', 'Apple', 'Other'], {
      series: icloud,
    });
  for (const d of irregularDates(rng, 25, 90))
    put(card, d, `APPLE.COM/BILL ${addr}`, -rng.pick([199, 499, 999]), ['apple', 'Apple', 'Other']);
  for (const [d, m] of [
    ['2025-02-14', "MCDONALD'S F2134 HOUSTON TX 77002 USA"],
    ['2025-06-03', 'STEAMGAMES.COM 4259522985 WA 98005 USA'],
    ['2025-12-19', 'GOOGLE *Google Play Ap G.CO/HELPPAY# CA 94043 USA'],
    ['2026-03-08', 'CVS/PHARMACY #07711 HOUSTON TX 77008 USA'],
    ['2026-09-21', 'DOORDASH*WINGSTOP SAN FRANCISCO CA 94107 USA'],
  ] as const)
    put(card, d, m, -999, [m.slice(0, 8), '', 'Other']);
  for (const d of ['2025-03-28', '2025-05-28', '2025-06-27', '2026-01-28'])
    put(card, d, 'INTEREST CHARGED ON PURCHASES', -rng.cents(400, 1900), ['int', '', 'Interest'], {
      fee: 'interest',
    });
  put(card, '2025-10-02', 'DOORDASH DASHPASS 855-973-1040 CA 94107 USA', 999, [
    'dashpass',
    'DoorDash',
    'Restaurants',
  ]);
  irregularSpending(card, rng, 2.2, [
    {
      key: 'eats',
      clean: 'Uber Eats',
      category: 'Restaurants',
      minCents: 1200,
      maxCents: 4500,
      describe: () => 'UBER *EATS HELP.UBER.COM CA 94103 USA',
      wrong: { merchant: 'Uber' },
    },
    {
      key: 'amz',
      clean: 'Amazon',
      category: 'Shopping',
      minCents: 600,
      maxCents: 9500,
      describe: () => `AMZN Mktp US*${rng.code(9)} Amzn.com/bill WA 98109 USA`,
      weight: 2,
    },
    {
      key: 'target',
      clean: 'Target',
      category: 'Shopping',
      minCents: 800,
      maxCents: 12000,
      describe: () => 'TARGET 00017103 HOUSTON TX 77007 USA',
    },
    {
      key: 'walmart',
      clean: 'Walmart',
      category: 'Grocery',
      minCents: 1000,
      maxCents: 15000,
      describe: () => 'WAL-MART #5312 HOUSTON TX 77008 USA',
      weight: 1.5,
    },
    {
      key: 'tacos',
      clean: 'Torchys Tacos',
      category: 'Restaurants',
      minCents: 900,
      maxCents: 3200,
      describe: () => "TST* TORCHY'S TACOS HOUSTON TX 77006 USA",
    },
  ]);
  return h;
}
