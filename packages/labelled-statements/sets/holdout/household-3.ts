/**
 * Household 3: a dual-income family in Columbus OH. PNC checking (partner A), USAA checking (partner B) and an
 * Amex card.
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
import { mmSlashDd } from '../../kit/calendar';
import { createRng } from '../../kit/random';

export function household3(): Household {
  const rng = createRng(3303);
  const h = holdoutHousehold(
    'household-3',
    'Dual-income family, Columbus OH. PNC checking (Nationwide pay semi-monthly, mortgage, daycare biweekly, HOA ' +
      'quarterly, utilities, a SERVICE CHARGE every month that is a fee and never a series), USAA checking (OSU pay ' +
      'biweekly, 529 contribution, car insurance semi-annual, property tax twice a year, life insurance annual, ' +
      'Zelle to self into PNC each month), Amex card (Costco membership annual beside weekly Costco shopping, ' +
      'streaming, Google several series, gymnastics paused every summer, ANNUAL MEMBERSHIP FEE and one LATE PAYMENT FEE).',
  );
  const pnc = enrichedAccount(h, 'pnc-checking.csv', 'depository', false, 0.25);
  const usaa = enrichedAccount(h, 'usaa-checking.csv', 'depository', true, 0.6);
  const amex = enrichedAccount(h, 'amex-card.csv', 'credit', false, 0.9);

  // ---- PNC ----
  const payA = h.defineSeries('nationwide-pay', pnc.file, 'semi_monthly', 'income', true);
  for (const d of monthlyDates('2024-11-21', END, 15, 'prev').concat(
    monthlyDates('2024-11-21', END, 31, 'prev'),
  ))
    put(
      pnc,
      d,
      `ACH CREDIT ${rng.digits(7)} NATIONWIDE MUTU DIR DEP`,
      d < '2025-04-01' ? 287412 : 301866,
      ['nw', 'Nationwide', 'Paycheck'],
      { series: payA },
    );
  put(pnc, '2025-03-07', `ACH CREDIT ${rng.digits(7)} NATIONWIDE MUTU DIR DEP`, 412050, [
    'nw',
    'Nationwide',
    'Paycheck',
  ]);
  put(pnc, '2026-03-06', `ACH CREDIT ${rng.digits(7)} NATIONWIDE MUTU DIR DEP`, 386511, [
    'nw',
    'Nationwide',
    'Paycheck',
  ]);

  const mortgage = h.defineSeries('mr-cooper-mortgage', pnc.file, 'monthly', 'loan', true);
  for (const d of monthlyDates('2024-12-01', END, 1, 'next'))
    put(
      pnc,
      d,
      `ACH WEB-RECUR ${rng.digits(10)} MR. COOPER MORTGAGE`,
      d < '2026-03-01' ? -214833 : -221107,
      ['cooper', 'Mr. Cooper', 'Mortgage'],
      { series: mortgage },
    );
  // Daycare, every other Monday, ACH.
  const daycare = h.defineSeries('bright-horizons-daycare', pnc.file, 'biweekly', 'bill', true);
  for (const d of everyDays('2024-11-25', END, 14, 'next'))
    put(
      pnc,
      d,
      `ACH WEB ${rng.digits(10)} BRIGHT HORIZONS TUITION`,
      d < '2025-09-01' ? -68500 : -72000,
      ['bh', 'Bright Horizons', 'Childcare', { merchant: 'Bright Horizons Family Solutions' }],
      { series: daycare },
    );
  const hoa = h.defineSeries('cedar-ridge-hoa', pnc.file, 'quarterly', 'bill', true);
  for (const d of monthlyDates('2025-01-01', END, 1, 'next', 3))
    put(
      pnc,
      addDays(d, 1),
      `ACH WEB-SINGLE ${rng.digits(10)} CEDAR RIDGE HOA`,
      d < '2026-01-01' ? -28500 : -31000,
      ['hoa', '', 'Home'],
      { series: hoa },
    );
  const aep = h.defineSeries('aep-ohio', pnc.file, 'monthly', 'bill', false);
  for (const d of monthlyDates('2024-11-27', END, 27, 'next')) {
    const m = Number(d.slice(5, 7));
    put(
      pnc,
      d,
      `ACH WEB-RECUR ${rng.digits(10)} AEP OHIO`,
      -Math.round((m >= 6 && m <= 9 ? 21000 : 13000) + rng.int(-3000, 3000)),
      ['aep', 'AEP Ohio', 'Utilities'],
      { series: aep },
    );
  }
  const colgas = h.defineSeries('columbia-gas', pnc.file, 'monthly', 'bill', false);
  for (const d of monthlyDates('2024-11-21', END, 9, 'next')) {
    const m = Number(d.slice(5, 7));
    put(
      pnc,
      d,
      `ACH WEB-RECUR ${rng.digits(10)} COLUMBIA GAS OH`,
      -Math.round((m <= 3 || m >= 11 ? 15000 : 4200) + rng.int(-1500, 1500)),
      ['cgas', 'Columbia Gas of Ohio', 'Utilities'],
      { series: colgas },
    );
  }
  const water = h.defineSeries('columbus-water', pnc.file, 'quarterly', 'bill', false);
  for (const d of monthlyDates('2024-12-16', END, 16, 'next', 3))
    put(
      pnc,
      d,
      `ACH WEB ${rng.digits(10)} CITY OF COLUMBUS UTIL`,
      -rng.cents(14000, 23500),
      ['water', 'City of Columbus', 'Utilities'],
      { series: water },
    );
  const internet = h.defineSeries('spectrum', pnc.file, 'monthly', 'bill', true);
  for (const d of monthlyDates('2024-11-21', END, 19))
    put(
      pnc,
      addDays(d, 1),
      `RECURRING DEBIT CARD XXXXX3391 SPECTRUM 855-707-7328 MO ${mmSlashDd(d)}`,
      d < '2025-07-01' ? -7999 : -8499,
      ['spectrum', 'Spectrum', 'Internet'],
      { series: internet },
    );
  // Amex payment, both sides.
  const payChk = h.defineSeries('amex-payment-pnc', pnc.file, 'monthly', 'transfer', false);
  const payCard = h.defineSeries('amex-payment-card', amex.file, 'monthly', 'transfer', false);
  for (const d of monthlyDates('2024-11-22', END, 22, 'next')) {
    const amount = rng.cents(180000, 420000);
    put(
      pnc,
      d,
      `AMEX EPAYMENT ACH PMT W${rng.digits(4)}`,
      -amount,
      ['amexpay', 'American Express', 'Credit Card Payments'],
      { series: payChk },
    );
    put(amex, addDays(d, -1), 'AUTOPAY PAYMENT RECEIVED - THANK YOU', amount, ['amexpayc', '', 'Payment'], {
      series: payCard,
    });
  }
  // Zelle to self: USAA -> PNC, both sides.
  const zOut = h.defineSeries('zelle-to-self-usaa', usaa.file, 'monthly', 'transfer', false);
  const zIn = h.defineSeries('zelle-from-self-pnc', pnc.file, 'monthly', 'transfer', false);
  for (const d of monthlyDates('2024-11-27', END, 27, 'prev')) {
    const ref = rng.code(10);
    put(usaa, d, `ZELLE TO OKAFOR DANIEL PNC ${ref}`, -100000, ['zself', '', 'Transfer'], { series: zOut });
    put(
      pnc,
      d,
      `ZELLE FROM OKAFOR DANIEL ON ${mmSlashDd(d)} REF # USAA${ref}`,
      100000,
      ['zselfin', '', 'Transfer'],
      { series: zIn },
    );
  }
  // PNC monthly service charge: a fee every month, never a series.
  for (const d of monthlyDates('2024-11-29', END, 28, 'next')) {
    if (d >= '2026-05-01') break;
    put(
      pnc,
      d,
      `SERVICE CHARGE PERIOD ENDING ${mmSlashDd(addDays(d, -1))}`,
      -700,
      ['svc', '', 'Bank Fees', { category: 'Service Charge' }],
      { fee: 'monthly_maintenance' },
    );
  }
  put(pnc, '2025-06-30', 'SERVICE CHARGE REVERSAL', 700, ['svcrev', '', 'Bank Fees']);
  put(pnc, '2025-10-14', 'STOP PAYMENT CHARGE', -3300, ['stop', '', ''], { fee: 'other' });
  put(pnc, '2026-04-17', 'OFFICIAL CHECK CHARGE', -1000, ['offchk', '', ''], { fee: 'other' });
  put(pnc, '2026-04-17', 'OFFICIAL CHECK 0048812', -1850000, ['offchk2', '', '']);
  for (const d of irregularDates(rng, 18, 40))
    put(
      pnc,
      d,
      `ATM WITHDRAWAL ${rng.digits(6)} 1570 N HIGH ST COLUMBUS OH ${mmSlashDd(d)}`,
      -rng.pick([4000, 8000, 10000]),
      ['atm', '', 'Cash'],
    );
  put(pnc, '2025-08-19', 'ATM SURCHARGE FEE OTHER BANK ATM', -300, ['atmfee', '', 'Bank Fees'], {
    fee: 'atm',
  });
  put(pnc, '2025-08-19', `ATM WITHDRAWAL ${rng.digits(6)} CEDAR POINT SANDUSKY OH 08/19`, -10000, [
    'atm',
    '',
    'Cash',
  ]);
  irregularSpending(pnc, rng, 1.6, [
    {
      key: 'kroger',
      clean: 'Kroger',
      category: 'Groceries',
      minCents: 2500,
      maxCents: 19000,
      describe: (d) => `POS PURCHASE - ${mmSlashDd(d).replace('/', '')} KROGER #523 COLUMBUS OH`,
      weight: 3,
    },
    {
      key: 'speedway',
      clean: 'Speedway',
      category: 'Gas',
      minCents: 2800,
      maxCents: 7000,
      describe: (d) => `DEBIT CARD PURCHASE XXXXX3391 SPEEDWAY ${rng.digits(5)} COLUMBUS OH ${mmSlashDd(d)}`,
      weight: 2,
    },
    {
      key: 'timh',
      clean: 'Tim Hortons',
      category: 'Coffee',
      minCents: 300,
      maxCents: 1400,
      describe: (d) => `DEBIT CARD PURCHASE XXXXX3391 TIM HORTONS #8812 COLUMBUS OH ${mmSlashDd(d)}`,
    },
    {
      key: 'graeter',
      clean: "Graeter's",
      category: 'Restaurants',
      minCents: 600,
      maxCents: 3000,
      describe: (d) =>
        `DEBIT CARD PURCHASE XXXXX3391 GRAETERS CHOCOLATE ICE CREAM COLUMBUS OH ${mmSlashDd(d)}`,
      weight: 0.6,
    },
    {
      key: 'i9',
      clean: 'i9 Sports',
      category: 'Kids',
      minCents: 8900,
      maxCents: 13900,
      describe: () => `ACH WEB ${rng.digits(10)} I9 SPORTS REGISTR`,
      weight: 0.15,
    },
  ]);

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

  // ---- Amex ----
  const costcoFee = h.defineSeries('costco-membership', amex.file, 'annual', 'subscription', true);
  put(
    amex,
    '2025-06-14',
    'COSTCO *ANNUAL RENEWAL 800-774-2678 WA',
    -6500,
    ['costco', 'Costco', 'Merchandise & Supplies-Wholesale Stores'],
    { series: costcoFee },
  );
  put(
    amex,
    '2026-06-14',
    'COSTCO *ANNUAL RENEWAL 800-774-2678 WA',
    -6500,
    ['costco', 'Costco', 'Merchandise & Supplies-Wholesale Stores'],
    { series: costcoFee },
  );
  for (let d: IsoDate = '2024-11-23'; d <= END; d = addDays(d, 7))
    if (rng.chance(0.8))
      put(amex, addDays(d, rng.int(0, 1)), 'COSTCO WHSE #0345 COLUMBUS OH', -rng.cents(7000, 34000), [
        'costco',
        'Costco',
        'Merchandise & Supplies-Wholesale Stores',
      ]);
  for (const d of irregularDates(rng, 10, 25))
    put(amex, d, 'COSTCO GAS #0345 COLUMBUS OH', -rng.cents(3500, 7000), [
      'costcogas',
      'Costco Gas',
      'Transportation-Fuel',
    ]);
  const disney = h.defineSeries('disney-bundle', amex.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 4))
    put(
      amex,
      d,
      'DISNEY PLUS BURBANK CA',
      d < '2025-10-21' ? -1699 : -1999,
      ['disney', 'Disney+', 'Entertainment-Other Entertainment'],
      { series: disney },
    );
  const yttv = h.defineSeries('youtube-tv', amex.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 11)) {
    if (d >= '2025-03-01' && d < '2025-08-01') continue;
    put(
      amex,
      d,
      'GOOGLE *YouTube TV g.co/helppay# CA',
      -8299,
      ['google', 'Google', 'Entertainment-Other Entertainment'],
      { series: yttv },
    );
  }
  const gone = h.defineSeries('google-one', amex.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 2))
    put(
      amex,
      d,
      'GOOGLE *Google One g.co/helppay# CA',
      -299,
      ['google', 'Google', 'Entertainment-Other Entertainment'],
      { series: gone },
    );
  for (const d of irregularDates(rng, 12, 50))
    put(
      amex,
      d,
      `GOOGLE *${rng.pick(['Roblox', 'Minecraft', 'Toca Boca', 'Disney Magic King'])} g.co/helppay# CA`,
      -rng.pick([499, 999, 199, 1999]),
      ['google', 'Google', 'Entertainment-Other Entertainment'],
    );
  const gym = h.defineSeries('tumble-town-gymnastics', amex.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 6)) {
    const m = Number(d.slice(5, 7));
    if (m >= 6 && m <= 8) continue;
    put(
      amex,
      d,
      `SQ *TUMBLE TOWN GYMNASTI Columbus OH`,
      d < '2025-09-01' ? -8900 : -9500,
      ['tumble', 'Tumble Town', 'Other'],
      { series: gym },
    );
  }
  const audible = h.defineSeries('audible', amex.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 31))
    put(
      amex,
      d,
      `Audible*${rng.code(9)} Amzn.com/bill NJ`,
      -1495,
      ['audible', 'Audible', 'Merchandise & Supplies-Internet Purchase', { merchant: 'Amazon' }],
      { series: audible },
    );
  put(amex, '2025-01-20', 'ANNUAL MEMBERSHIP FEE', -25000, ['amexfee', '', 'Fees & Adjustments'], {
    fee: 'annual_card',
  });
  put(amex, '2026-01-20', 'ANNUAL MEMBERSHIP FEE', -32500, ['amexfee', '', 'Fees & Adjustments'], {
    fee: 'annual_card',
  });
  put(amex, '2025-11-05', 'LATE PAYMENT FEE', -2900, ['amexlate', '', 'Fees & Adjustments'], { fee: 'late' });
  put(amex, '2025-11-19', 'LATE PAYMENT FEE REVERSAL', 2900, ['amexlater', '', 'Fees & Adjustments']);
  put(amex, '2025-11-14', 'ONLINE PAYMENT - THANK YOU', 50000, ['amexpayc', '', 'Payment']);
  put(amex, '2026-03-02', 'AMEX OFFER CREDIT', 3000, ['offer', '', 'Credits']);
  irregularSpending(amex, rng, 3.2, [
    {
      key: 'target',
      clean: 'Target',
      category: 'Merchandise & Supplies-General Retail',
      minCents: 1000,
      maxCents: 18000,
      describe: () => 'TARGET 00011862 COLUMBUS OH',
      weight: 2,
    },
    {
      key: 'amz',
      clean: 'Amazon',
      category: 'Merchandise & Supplies-Internet Purchase',
      minCents: 800,
      maxCents: 14000,
      describe: () => `AMZN Mktp US*${rng.code(9)} Amzn.com/bill WA`,
      weight: 3,
    },
    {
      key: 'raising',
      clean: "Raising Cane's",
      category: 'Restaurant-Restaurant',
      minCents: 1200,
      maxCents: 4800,
      describe: () => "RAISING CANE'S 0127 COLUMBUS OH",
    },
    {
      key: 'tst',
      clean: 'Northstar Cafe',
      category: 'Restaurant-Restaurant',
      minCents: 2500,
      maxCents: 11000,
      describe: () => 'TST* NORTHSTAR CAFE - SH Columbus OH',
    },
    {
      key: 'kohls',
      clean: "Kohl's",
      category: 'Merchandise & Supplies-Department Stores',
      minCents: 2000,
      maxCents: 15000,
      describe: () => "KOHL'S #0841 COLUMBUS OH",
    },
    {
      key: 'starbucks',
      clean: 'Starbucks',
      category: 'Restaurant-Bar & Café',
      minCents: 400,
      maxCents: 1700,
      describe: () => `STARBUCKS COFFEE ${rng.digits(5)} COLUMBUS OH`,
      weight: 1.5,
    },
    {
      key: 'ticket',
      clean: 'Ticketmaster',
      category: 'Entertainment-Event Tickets',
      minCents: 800,
      maxCents: 2200,
      describe: () => 'TICKETMASTER SERVICE FEE 800-653-8000 CA',
      weight: 0.2,
    },
    {
      key: 'parkmob',
      clean: 'ParkMobile',
      category: 'Transportation-Parking Charges',
      minCents: 100,
      maxCents: 300,
      describe: () => 'PARKMOBILE CONVENIENCE FEE ATLANTA GA',
      weight: 0.4,
    },
  ]);
  return h;
}
