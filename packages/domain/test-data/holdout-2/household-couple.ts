/** Household 4: a couple in Tampa FL. Regions joint checking, a TD card, a BMO card, her Santander checking. */
import {
  Household,
  MONTHS,
  addDays,
  lastBizOfMonth,
  mmdd,
  nextBiz,
  prevBiz,
  rng,
  scatter,
  ymd,
  yymmdd,
} from './kit';

export function couple(): Household {
  const r = rng(2404);
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
  const purchase = (d: string, text: string) =>
    `PURCHASE AUTHORIZED ON ${mmdd(addDays(d, -r.int(0, 2)))} ${text} S${r.digits(15)} CARD 4410`;
  const recurring = (d: string, text: string) =>
    `RECURRING PAYMENT AUTHORIZED ON ${mmdd(addDays(d, -1))} ${text} S${r.digits(15)} CARD 4410`;

  // His semi-monthly salary.
  const his = h.defineSeries('his-salary', chk, 'semi_monthly', 'income', false);
  for (const [y, m] of MONTHS) {
    for (const d of [prevBiz(ymd(y, m, 15)), lastBizOfMonth(y, m)]) {
      h.add(
        chk,
        d,
        `BAYCARE HEALTH SY PAYROLL ${yymmdd(d)} ${r.digits(6)} DANIEL RIVERA`,
        d < '2026-01-01' ? 289042 : 300410,
        {
          merchant: 'BayCare',
          category: 'Paycheck',
          series: his,
        },
      );
    }
  }
  h.add(chk, '2025-03-07', 'BAYCARE HEALTH SY PAYROLL 250307 449102 DANIEL RIVERA', 175000, {
    merchant: 'BayCare',
    category: 'Paycheck',
  });
  // Her weekly pay, with an 8-week leave.
  const hers = h.defineSeries('her-weekly-pay', chk, 'weekly', 'income', false);
  for (let friday = '2024-11-22'; friday <= '2026-11-20'; friday = addDays(friday, 7)) {
    if (friday >= '2025-07-04' && friday <= '2025-08-22') continue;
    const d = prevBiz(friday);
    h.add(chk, d, `CHEWY INC DIR DEP ${yymmdd(d)} EMILY RIVERA`, r.cents(510, 770), {
      merchant: 'Chewy',
      category: 'Paycheck',
      series: hers,
    });
  }

  const zelleOut = h.defineSeries('zelle-to-self-out', chk, 'monthly', 'transfer', false);
  const zelleIn = h.defineSeries('zelle-to-self-in', san, 'monthly', 'transfer', false);
  const lease = h.defineSeries('toyota-lease', chk, 'monthly', 'loan', true);
  const boat = h.defineSeries('boat-loan', chk, 'monthly', 'loan', true);
  const teco = h.defineSeries('teco-electric', chk, 'monthly', 'bill', false);
  const water = h.defineSeries('tampa-water', chk, 'monthly', 'bill', false);
  const spectrum = h.defineSeries('spectrum', chk, 'monthly', 'bill', true);
  const stateFarm = h.defineSeries('state-farm', chk, 'monthly', 'bill', true);
  const netflix = h.defineSeries('netflix', chk, 'monthly', 'subscription', true);
  const tdOut = h.defineSeries('td-payment-out', chk, 'monthly', 'transfer', false);
  const tdIn = h.defineSeries('td-payment-in', td, 'monthly', 'transfer', false);
  const bmoOut = h.defineSeries('bmo-payment-out', chk, 'monthly', 'transfer', false);
  const bmoIn = h.defineSeries('bmo-payment-in', bmo, 'monthly', 'transfer', false);
  const paperMonthly = h.defineSeries('tampa-bay-times-monthly', td, 'monthly', 'subscription', true);
  const peloton = h.defineSeries('peloton', bmo, 'monthly', 'subscription', true);
  const appleOne = h.defineSeries('apple-one', bmo, 'monthly', 'subscription', true);
  const disney = h.defineSeries('disney-plus', td, 'monthly', 'subscription', true);
  const siriusxm = h.defineSeries('siriusxm', td, 'monthly', 'subscription', true);
  const marinaFee = h.defineSeries('marina-slip', td, 'monthly', 'bill', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    const dz = nextBiz(ymd(y, m, 1));
    h.add(chk, dz, `ZELLE TO RIVERA EMILY ON ${mmdd(dz)} REF # PP0${r.alnum(7)}`, -40000, {
      merchant: 'Zelle',
      category: 'Transfer',
      series: zelleOut,
    });
    h.add(san, dz, `ZELLE FROM RIVERA EMILY ${r.alnum(10)}`, 40000, {
      merchant: '',
      category: 'Transfer',
      series: zelleIn,
    });
    h.add(
      chk,
      nextBiz(ymd(y, m, 18)),
      `TOYOTA FINANCIAL TFS PAYMT ${yymmdd(nextBiz(ymd(y, m, 18)))} ${r.digits(9)}`,
      -38922,
      { merchant: 'Toyota Financial Services', category: 'Auto', series: lease },
    );
    h.add(chk, nextBiz(ymd(y, m, 25)), `SE FINANCIAL BOAT LN PMT ${r.digits(10)}`, -31260, {
      merchant: '',
      category: 'Loan',
      series: boat,
    });
    const tecoAmount = r.cents(m >= 5 && m <= 10 ? 170 : 105, m >= 5 && m <= 10 ? 290 : 175);
    if (ym === '2025-09') {
      h.add(chk, '2025-09-10', `TECO TAMPA ELECTRIC UTILITY ${r.digits(10)}`, -tecoAmount, {
        merchant: 'TECO',
        category: 'Utilities',
      });
      h.add(chk, '2025-09-11', 'RETURN ITEM TECO TAMPA ELECTRIC UTILITY', tecoAmount, {
        merchant: 'TECO',
        category: 'Utilities',
      });
      h.add(chk, '2025-09-11', 'NSF RETURN ITEM FEE', -3600, { fee: 'insufficient_funds' });
      h.add(chk, '2025-09-15', `TECO TAMPA ELECTRIC UTILITY ${r.digits(10)}`, -tecoAmount, {
        merchant: 'TECO',
        category: 'Utilities',
        series: teco,
      });
    } else {
      h.add(chk, nextBiz(ymd(y, m, 10)), `TECO TAMPA ELECTRIC UTILITY ${r.digits(10)}`, -tecoAmount, {
        merchant: 'TECO',
        category: 'Utilities',
        series: teco,
      });
    }
    h.add(chk, nextBiz(ymd(y, m, 20)), `CITY OF TAMPA UTILITIES WEB PMT ${r.digits(8)}`, -r.cents(48, 96), {
      merchant: 'City of Tampa',
      category: 'Utilities',
      series: water,
    });
    h.add(
      chk,
      ymd(y, m, 13),
      recurring(ymd(y, m, 13), 'SPECTRUM 855-707-7328 MO'),
      ym < '2025-05' ? -7999 : -8499,
      { merchant: 'Spectrum', category: 'Internet', series: spectrum },
    );
    h.add(
      chk,
      nextBiz(ymd(y, m, 27)),
      `STATE FARM RO 27 SFPP ${r.digits(8)}`,
      ym < '2025-10' ? -24718 : ym < '2026-04' ? -26240 : -25105,
      { merchant: 'State Farm', category: 'Insurance', series: stateFarm },
    );
    h.add(
      chk,
      ymd(y, m, 23),
      recurring(ymd(y, m, 23), 'NETFLIX.COM NETFLIX.COM CA'),
      ym < '2025-02' ? -1549 : -1799,
      { merchant: 'Netflix', category: 'Entertainment', series: netflix },
    );
    if (ym !== '2024-11') {
      const d1 = nextBiz(ymd(y, m, 16));
      const a1 = r.cents(700, 2300);
      h.add(chk, d1, `TD BANK PAYMENT ONLINE PMT ${r.digits(9)}`, -a1, {
        merchant: 'TD Bank',
        category: 'Transfer',
        series: tdOut,
      });
      h.add(td, addDays(d1, 1), 'PAYMENT - THANK YOU', a1, { category: 'Payments', series: tdIn });
      const d2 = nextBiz(ymd(y, m, 26));
      const a2 = r.cents(450, 1600);
      h.add(chk, d2, `BMO CREDIT CARD ONLINE PMT ${r.digits(9)}`, -a2, {
        merchant: 'BMO',
        category: 'Transfer',
        series: bmoOut,
      });
      h.add(bmo, d2, 'ONLINE PAYMENT RECEIVED', a2, { category: '', series: bmoIn });
    }
    if (ym <= '2025-07')
      h.add(td, ymd(y, m, 7), 'TAMPA BAY TIMES 727-893-8111 FL', -1599, {
        merchant: 'Tampa Bay Times',
        category: 'Entertainment',
        series: paperMonthly,
      });
    h.add(bmo, ymd(y, m, 29), 'PELOTON* MEMBERSHIP', -4400, {
      merchant: 'Peloton',
      category: 'Fitness',
      series: peloton,
    });
    h.add(bmo, ymd(y, m, 2), 'APPLE.COM/BILL 866-712-7753 CA', ym < '2025-12' ? -2295 : -2595, {
      merchant: 'Apple',
      category: 'Shopping',
      series: appleOne,
    });
    if (ym <= '2025-11' || ym >= '2026-05')
      h.add(td, ymd(y, m, 12), 'DISNEY PLUS 888-905-7888 CA', ym < '2025-11' ? -1399 : -1599, {
        merchant: 'Disney+',
        category: 'Entertainment',
        series: disney,
      });
    if (ym >= '2026-07')
      h.add(td, ymd(y, m, 4), 'SIRIUSXM RADIO 888-635-5144 NY', -1099, {
        merchant: 'SiriusXM',
        category: 'Entertainment',
        series: siriusxm,
      });
    h.add(td, ymd(y, m, 1), 'PAYPAL *DAVISISLMARINA', ym < '2026-01' ? -28500 : -26500, {
      merchant: '',
      category: 'Travel',
      series: marinaFee,
    });
  }
  const paperAnnual = h.defineSeries('tampa-bay-times-annual', td, 'annual', 'subscription', true);
  h.add(td, '2025-08-07', 'TAMPA BAY TIMES 727-893-8111 FL', -12900, {
    merchant: 'Tampa Bay Times',
    category: 'Entertainment',
    series: paperAnnual,
  });
  h.add(td, '2026-08-07', 'TAMPA BAY TIMES 727-893-8111 FL', -12900, {
    merchant: 'Tampa Bay Times',
    category: 'Entertainment',
    series: paperAnnual,
  });
  h.add(td, '2025-08-12', 'TAMPA BAY TIMES 727-893-8111 FL', 799, {
    merchant: 'Tampa Bay Times',
    category: 'Entertainment',
  });
  const timeshare = h.defineSeries('timeshare-maintenance', chk, 'annual', 'bill', true);
  h.add(chk, '2025-01-10', `CLUB WYNDHAM MAINT FEE ${r.digits(9)}`, -118400, {
    merchant: 'Wyndham',
    category: 'Travel',
    series: timeshare,
  });
  h.add(chk, '2026-01-12', `CLUB WYNDHAM MAINT FEE ${r.digits(9)}`, -126200, {
    merchant: 'Wyndham',
    category: 'Travel',
    series: timeshare,
  });
  h.add(chk, '2025-09-19', 'NSF FEE REFUND', 3600, {});
  h.add(bmo, '2025-10-02', 'APPLE.COM/BILL 866-712-7753 CA', -999, {
    merchant: 'Apple',
    category: 'Shopping',
  });
  h.add(bmo, '2026-03-02', 'APPLE.COM/BILL 866-712-7753 CA', -2999, {
    merchant: 'Apple',
    category: 'Shopping',
  });
  h.add(bmo, '2025-07-21', 'PELOTON* BIKE ACCESSORIES', -8900, { merchant: 'Peloton', category: 'Fitness' });
  h.add(bmo, '2026-02-25', 'PURCHASE INTEREST CHARGE', -2387, { category: 'Fees', fee: 'interest' });
  h.add(bmo, '2026-03-25', 'PURCHASE INTEREST CHARGE', -1105, { category: 'Fees', fee: 'interest' });

  // Santander: her spending and the monthly maintenance fee when the balance dipped.
  for (const [y, m] of MONTHS) {
    if (r.chance(0.35)) continue;
    h.add(san, ymd(y, m, 28), 'MAINTENANCE FEE', -1000, {
      category: 'Service Charges/Fees',
      fee: 'monthly_maintenance',
    });
  }
  scatter(h, san, r, 1.5, [
    {
      make: (d) => `DEBIT CARD PURCHASE XXXXX8812 ${mmdd(d)} SEPHORA TAMPA FL`,
      merchant: 'Sephora',
      category: 'Shopping',
      lo: 15,
      hi: 90,
    },
    {
      make: (d) => `DEBIT CARD PURCHASE XXXXX8812 ${mmdd(d)} STARBUCKS COFFEE 0938 TAMPA FL`,
      merchant: 'Starbucks',
      category: 'Coffee Shops',
      lo: 4,
      hi: 11,
      weight: 2,
    },
    {
      make: (d) => `DEBIT CARD PURCHASE XXXXX8812 ${mmdd(d)} TJ MAXX #0402 TAMPA FL`,
      merchant: 'TJ Maxx',
      category: 'Shopping',
      lo: 12,
      hi: 70,
    },
  ]);

  // Joint checking: weekly Publix (not a series), coffee, gas, ATM.
  for (let d = '2024-11-23'; d <= '2026-11-20'; d = addDays(d, 7)) {
    if (r.chance(0.1)) continue;
    h.add(chk, d, purchase(d, 'PUBLIX #1412 TAMPA FL'), -r.cents(60, 210), {
      merchant: 'Publix',
      category: 'Groceries',
    });
  }
  scatter(h, chk, r, 2.2, [
    {
      make: (d) => purchase(d, 'DUNKIN #302981 TAMPA FL'),
      merchant: 'Dunkin',
      category: 'Coffee Shops',
      lo: 3,
      hi: 12,
      weight: 2,
    },
    {
      make: (d) => purchase(d, `WAWA ${r.digits(4)} TAMPA FL`),
      merchant: 'Wawa',
      category: 'Gas',
      lo: 28,
      hi: 70,
      weight: 2,
    },
    {
      make: (d) => purchase(d, 'TARGET T-2156 TAMPA FL'),
      merchant: 'Target',
      category: 'Shopping',
      lo: 12,
      hi: 120,
    },
    {
      make: (d) =>
        purchase(d, `SQ *${r.pick(['BAY CUBAN SANDWICH', 'OXFORD EXCHANGE', 'HYDE PARK BARBER'])} TAMPA FL`),
      merchant: 'Square',
      category: 'Restaurants',
      lo: 9,
      hi: 45,
    },
  ]);
  for (const d of ['2025-02-15', '2025-05-24', '2025-11-29', '2026-03-21', '2026-08-01']) {
    const out = d !== '2025-05-24';
    h.add(
      chk,
      d,
      `ATM WITHDRAWAL ${out ? 'NON-REGIONS 4120 BAYSHORE BLVD TAMPA FL' : 'REGIONS ATM 2101 W SWANN AVE'}`,
      -r.pick([6000, 10000, 20000]),
      { category: 'Cash' },
    );
    if (out) h.add(chk, d, 'NON-REGIONS ATM FEE', -300, { fee: 'atm' });
  }
  h.add(chk, '2025-12-05', purchase('2025-12-05', 'HILLSBOROUGH CNTY TAX COLLECTOR'), -14220, {
    merchant: 'Hillsborough County',
    category: 'Government',
  });
  h.add(chk, '2025-12-05', purchase('2025-12-05', 'HILLSBOROUGH TAX CONVENIENCE FEE'), -355, {
    merchant: 'Hillsborough County',
    category: 'Government',
  });

  // Cards: his TD (Amazon, gas, restaurants) and her BMO (shopping, food).
  scatter(h, td, r, 2.5, [
    {
      make: () => `AMZN Mktp US*${r.alnum(9)}`,
      merchant: 'Amazon',
      category: 'Shopping',
      lo: 8,
      hi: 130,
      weight: 2,
    },
    {
      make: () => `TST* ${r.pick(['ULELE', 'COLUMBIA RESTAURANT', 'OCEAN PRIME TAMPA'])}`,
      merchant: '',
      category: 'Restaurants',
      lo: 30,
      hi: 180,
    },
    {
      make: () => `WEST MARINE #${r.digits(4)} TAMPA FL`,
      merchant: 'West Marine',
      category: 'Shopping',
      lo: 20,
      hi: 320,
      weight: 0.6,
    },
    {
      make: () => `RACETRAC${r.digits(4)} TAMPA FL`,
      merchant: 'RaceTrac',
      category: 'Gas',
      lo: 35,
      hi: 80,
      weight: 1.5,
    },
    {
      make: () => `PAYPAL *${r.pick(['EBAY', 'ETSY', 'STEAMGAMES'])}`,
      merchant: 'PayPal',
      category: 'Shopping',
      lo: 9,
      hi: 85,
      weight: 0.6,
    },
    {
      make: () => `FS *${r.pick(['NAVIONICS', 'GARMINBOATING', 'SKETCHUP'])}`,
      merchant: '',
      category: 'Software',
      lo: 9.99,
      hi: 49.99,
      weight: 0.2,
    },
  ]);
  scatter(h, bmo, r, 2.5, [
    { make: () => `TARGET.COM *${r.digits(6)}`, merchant: 'Target', category: 'Shopping', lo: 12, hi: 110 },
    { make: () => `UBER *EATS`, merchant: 'Uber', category: 'Restaurants', lo: 18, hi: 62 },
    {
      make: () => `CHEWY.COM 800-672-4399 FL`,
      merchant: 'Chewy',
      category: 'Pets',
      lo: 25,
      hi: 95,
      weight: 0.6,
    },
    {
      make: () => `PP*${r.pick(['BOXYCHARM', 'LULULEMON', 'SHEIN'])}`,
      merchant: 'PayPal',
      category: 'Shopping',
      lo: 14,
      hi: 90,
      weight: 0.7,
    },
    {
      make: () => `STARBUCKS STORE ${r.digits(5)} TAMPA FL`,
      merchant: 'Starbucks',
      category: 'Coffee Shops',
      lo: 4,
      hi: 12,
      weight: 1.5,
    },
  ]);
  return h;
}
