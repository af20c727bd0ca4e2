/** Household 2: a family in Parma OH. KeyBank checking + savings, her Citizens checking, a Barclays card. */
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
} from '../holdout-2/kit';

export function family(): Household {
  const r = rng(3202);
  const h = new Household(
    'household-2',
    'Family of four, Parma OH. KeyBank joint checking and savings (BoA-like ACH fields: "DES: ID: INDN: CO ID: PPD/WEB", ' +
      'debit lines "CHECKCARD mmdd ..."), her Citizens checking ("DBT PURCHASE - nnnnnn ..."), a Barclays View card. His ' +
      'salary is semi-monthly (15th and last business day; fixed with a raise, no price changes). Her pay is hourly and ' +
      'biweekly (variable) into Citizens; each month she sends a fixed 600 to the joint account by Zelle: transfer, ' +
      'both sides. Mortgage with an escrow change (loan, fixed, price change). Huntington auto loan paid off in ' +
      'March 2026 (ended). Dominion gas and Illuminating Co electric are variable; Cleveland water is quarterly ' +
      'and variable. Spectrum steps up twice. State Farm auto is semi-annual (fixed, one rise). Bright Horizons ' +
      'daycare weekly, ended August 2025. Planet Fitness: monthly dues and a separate "ANNUAL FEE" each February ' +
      '(two series; the gym annual fee is a membership charge, not a bank fee). Costco membership annual. Quarterly ' +
      'pest control. Disney+ on the card was declined in two months (no line) and continued. Fees: KeyBank ' +
      'maintenance fee in low-balance months, overdraft item fees, a returned-item (NSF) fee with its returned debit, ' +
      'non-KeyBank ATM fees, a stop-payment charge, an outgoing wire fee, Barclays interest and a late fee. Not ' +
      'fees: an overdraft fee refund, ATM withdrawals, the Ohio BMV online service fee, COFFEE, CHOCOLATE.',
  );
  const chk = h.account('keybank-checking.csv', 'depository');
  const sav = h.account('keybank-savings.csv', 'depository');
  const cit = h.account('citizens-checking.csv', 'depository');
  const card = h.account('barclays-card.csv', 'credit');
  const ach = (co: string, des: string, d: string, kind = 'PPD') =>
    `${co} DES:${des} ID:${r.alnum(r.int(6, 11))} INDN:ANDREW KOWALSKI CO ID:${r.digits(10)} ${kind}`;
  const checkcard = (d: string, text: string) =>
    `CHECKCARD ${mmdd(addDays(d, -r.int(0, 2))).replace('/', '')} ${text} ${r.digits(23)}`;
  const dbt = (text: string) => `DBT PURCHASE - ${r.digits(6)} ${text}`;

  const his = h.defineSeries('his-salary', chk, 'semi_monthly', 'income', false);
  const hers = h.defineSeries('her-hourly-pay', cit, 'biweekly', 'income', false);
  const zelleOut = h.defineSeries('zelle-to-joint-out', cit, 'monthly', 'transfer', false);
  const zelleIn = h.defineSeries('zelle-to-joint-in', chk, 'monthly', 'transfer', false);
  const mortgage = h.defineSeries('mortgage', chk, 'monthly', 'loan', true);
  const auto = h.defineSeries('auto-loan', chk, 'monthly', 'loan', true);
  const gas = h.defineSeries('dominion-gas', chk, 'monthly', 'bill', false);
  const electric = h.defineSeries('illuminating-electric', chk, 'monthly', 'bill', false);
  const water = h.defineSeries('cleveland-water', chk, 'quarterly', 'bill', false);
  const spectrum = h.defineSeries('spectrum', chk, 'monthly', 'bill', true);
  const savings = h.defineSeries('savings-out', chk, 'monthly', 'transfer', false);
  const savingsIn = h.defineSeries('savings-in', sav, 'monthly', 'transfer', false);
  const cardOut = h.defineSeries('barclays-payment-out', chk, 'monthly', 'transfer', false);
  const cardIn = h.defineSeries('barclays-payment-in', card, 'monthly', 'transfer', false);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    for (const d of [prevBiz(ymd(y, m, 15)), lastBizOfMonth(y, m)]) {
      h.add(chk, d, ach('SHERWIN-WILLIAMS', 'PAYROLL', d), d < '2026-03-01' ? 301215 : 312877, {
        merchant: r.chance(0.5) ? 'Sherwin-Williams' : '',
        category: 'Income',
        series: his,
      });
    }
    const d5 = nextBiz(ymd(y, m, 5));
    h.add(cit, d5, `ZELLE TO KOWALSKI ANDREW ${r.alnum(11)}`, -60000, {
      category: 'Transfer',
      series: zelleOut,
    });
    h.add(chk, d5, `Zelle payment from MARIA KOWALSKI Conf# ${r.alnum(9).toLowerCase()}`, 60000, {
      category: 'Transfer',
      series: zelleIn,
    });
    h.add(
      chk,
      nextBiz(ymd(y, m, 1)),
      ach('MR. COOPER', 'MTG PYMT', d5, 'WEB'),
      ym < '2025-04' ? -182433 : ym < '2026-04' ? -189710 : -186102,
      {
        merchant: r.chance(0.4) ? 'Mr. Cooper' : '',
        category: 'Mortgage',
        series: mortgage,
      },
    );
    if (ym <= '2026-03')
      h.add(chk, nextBiz(ymd(y, m, 18)), ach('HUNTINGTON AUTO', 'LOAN PMT', d5), -41288, {
        merchant: 'Huntington',
        category: r.chance(0.5) ? 'Loans' : '',
        series: auto,
      });
    const winter = m <= 3 || m >= 11;
    h.add(
      chk,
      nextBiz(ymd(y, m, 22)),
      ach('DOMINION EAST OH', 'UTIL PYMT', d5, 'WEB'),
      -r.cents(winter ? 120 : 34, winter ? 260 : 62),
      {
        merchant: r.chance(0.5) ? 'Dominion Energy' : '',
        category: 'Utilities',
        series: gas,
      },
    );
    h.add(
      chk,
      nextBiz(ymd(y, m, 9)),
      ach('ILLUMINATING CO', 'ELEC PYMT', d5, 'WEB'),
      -r.cents(m >= 6 && m <= 9 ? 150 : 85, m >= 6 && m <= 9 ? 240 : 140),
      {
        merchant: r.chance(0.3) ? 'FirstEnergy' : '',
        category: r.chance(0.5) ? 'Utilities' : '',
        series: electric,
      },
    );
    if (m % 3 === 2)
      h.add(
        chk,
        nextBiz(ymd(y, m, 27)),
        ach('CLEVELAND WATER', 'WATER BILL', d5, 'WEB'),
        -r.cents(140, 215),
        {
          merchant: '',
          category: 'Utilities',
          series: water,
        },
      );
    h.add(
      chk,
      nextBiz(ymd(y, m, 12)),
      ach('SPECTRUM', 'SPECTRUM', d5, 'WEB'),
      ym < '2025-05' ? -8999 : ym < '2026-05' ? -9499 : -9999,
      {
        merchant: 'Spectrum',
        category: 'Cable/Satellite',
        series: spectrum,
      },
    );
    h.add(chk, lastBizOfMonth(y, m), 'ONLINE TRANSFER TO SAV XXXXXXX6627', -25000, {
      category: 'Transfer',
      series: savings,
    });
    h.add(sav, lastBizOfMonth(y, m), 'ONLINE TRANSFER FROM CHK XXXXXXX1180', 25000, {
      category: 'Transfer',
      series: savingsIn,
    });
    if (ym !== '2024-11') {
      const d = nextBiz(ymd(y, m, 16));
      const amount = r.cents(600, 1900);
      h.add(chk, d, ach('BARCLAYCARD US', 'CREDITCARD', d, 'WEB'), -amount, {
        merchant: 'Barclays',
        category: 'Credit Card Payment',
        series: cardOut,
      });
      h.add(card, d, 'Payment Received', amount, { category: 'Payment', series: cardIn });
    }
  }
  for (const d of ['2025-03-14', '2025-12-12']) {
    h.add(chk, d, ach('SHERWIN-WILLIAMS', 'PAYROLL', d), d < '2025-06-01' ? 540000 : 615500, {
      merchant: 'Sherwin-Williams',
      category: 'Income',
    });
  }
  // Her biweekly hourly pay (Thursdays).
  for (let d = '2024-11-21'; d <= '2026-11-20'; d = addDays(d, 14)) {
    h.add(cit, prevBiz(d), `CLEVELAND CLINIC DIRECT DEP ${r.digits(7)}`, r.cents(1480, 2210), {
      merchant: 'Cleveland Clinic',
      category: 'Payroll',
      series: hers,
    });
  }
  // Daycare weekly on Mondays until August 2025.
  const daycare = h.defineSeries('bright-horizons', chk, 'weekly', 'bill', true);
  for (let d = '2024-11-25'; d <= '2025-08-25'; d = addDays(d, 7)) {
    if (d === '2024-12-30' || d === '2025-07-07') continue;
    h.add(chk, nextBiz(d), ach('BRIGHT HORIZONS', 'TUITION', d, 'WEB'), d < '2025-01-01' ? -38500 : -39900, {
      merchant: 'Bright Horizons',
      category: r.chance(0.5) ? 'Child Care' : '',
      series: daycare,
    });
  }
  // Semi-annual auto insurance (Jan/Jul), quarterly pest control.
  const stateFarm = h.defineSeries('state-farm', chk, 'semi_annual', 'bill', true);
  for (const d of ['2025-01-06', '2025-07-07', '2026-01-06', '2026-07-06'])
    h.add(chk, d, ach('STATE FARM RO 27', 'CPC-CLIENT', d), d < '2026-01-01' ? -84210 : -91744, {
      merchant: 'State Farm',
      category: 'Insurance',
      series: stateFarm,
    });
  const pest = h.defineSeries('orkin', card, 'quarterly', 'bill', true);
  for (const d of [
    '2025-01-14',
    '2025-04-14',
    '2025-07-14',
    '2025-10-14',
    '2026-01-14',
    '2026-04-14',
    '2026-07-14',
    '2026-10-14',
  ])
    h.add(card, d, 'ORKIN #491 800-562-0050 GA', -14900, {
      merchant: 'Orkin',
      category: 'Home Services',
      series: pest,
    });

  // Barclays card: subscriptions and spending.
  const disney = h.defineSeries('disney-plus', card, 'monthly', 'subscription', true);
  const spotify = h.defineSeries('spotify-family', card, 'monthly', 'subscription', true);
  const pfDues = h.defineSeries('planet-fitness-dues', card, 'monthly', 'subscription', true);
  const pfAnnual = h.defineSeries('planet-fitness-annual', card, 'annual', 'subscription', true);
  const costco = h.defineSeries('costco-membership', card, 'annual', 'subscription', true);
  const verizon = h.defineSeries('verizon', card, 'monthly', 'bill', false);
  const ytTv = h.defineSeries('youtube-tv', card, 'monthly', 'subscription', true);
  const ring = h.defineSeries('ring-protect', card, 'annual', 'subscription', true);
  const abc = h.defineSeries('abcmouse', card, 'monthly', 'subscription', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    if (ym !== '2025-04' && ym !== '2026-02')
      h.add(card, ymd(y, m, 2), 'DISNEY PLUS 888-905-7888 CA', ym < '2025-11' ? -1599 : -1899, {
        merchant: 'Disney+',
        category: 'Entertainment',
        series: disney,
      });
    h.add(card, ymd(y, m, 21), `Spotify USA ${r.alnum(10)}`, ym < '2025-07' ? -1699 : -1999, {
      merchant: 'Spotify',
      category: 'Entertainment',
      series: spotify,
    });
    h.add(card, ymd(y, m, 17), `PLANET FITNESS CLUB FEES 866-933-9785 OH`, -2499, {
      merchant: 'Planet Fitness',
      category: 'Health & Fitness',
      series: pfDues,
    });
    h.add(
      card,
      ymd(y, m, 24 + r.int(0, 3)),
      'VERIZON WIRELESS PAYMENTS 800-922-0204 FL',
      -r.cents(186, 214),
      {
        merchant: 'Verizon',
        category: 'Phone',
        series: verizon,
      },
    );
    if (ym >= '2025-09')
      h.add(card, ymd(y, m, 8), `GOOGLE *YouTube TV g.co/helppay#CA`, ym < '2026-01' ? -7299 : -8299, {
        merchant: 'Google',
        category: 'Entertainment',
        series: ytTv,
      });
    if (ym >= '2025-02' && ym <= '2025-12')
      h.add(card, ymd(y, m, 30), `ABCMOUSE.COM 800-633-3331 CA`, -1299, {
        merchant: 'Age of Learning',
        category: 'Education',
        series: abc,
      });
  }
  for (const d of ['2025-02-24', '2026-02-24'])
    h.add(card, d, 'PLANET FITNESS ANNUAL FEE 866-933-9785 OH', -4900, {
      merchant: 'Planet Fitness',
      category: 'Health & Fitness',
      series: pfAnnual,
    });
  for (const d of ['2025-05-19', '2026-05-19'])
    h.add(card, d, 'COSTCO *ANNUAL RENEWAL 800-774-2678 WA', -6500, {
      merchant: 'Costco',
      category: 'Wholesale Clubs',
      series: costco,
    });
  for (const d of ['2024-12-11', '2025-12-11'])
    h.add(card, d, `RING YEARLY PLAN ${r.alnum(7)} 800-656-1918 CA`, d < '2025-06-01' ? -10000 : -19999, {
      merchant: 'Amazon',
      category: 'Home Services',
      series: ring,
    });
  for (let i = 0; i < 7; i++)
    h.add(
      card,
      addDays('2024-12-01', r.int(0, 700)),
      'GOOGLE *YouTube Movies g.co/helppay#CA',
      -r.pick([399, 599, 1999]),
      { merchant: 'Google', category: 'Entertainment' },
    );
  h.add(card, '2025-09-08', 'GOOGLE *YouTube TV g.co/helppay#CA', 7299, {
    merchant: 'Google',
    category: 'Entertainment',
  });
  h.add(card, '2025-08-11', 'INTEREST CHARGE ON PURCHASES', -2871, {
    category: 'Interest Charged',
    fee: 'interest',
  });
  h.add(card, '2025-09-11', 'INTEREST CHARGE ON PURCHASES', -1904, { category: '', fee: 'interest' });
  h.add(card, '2025-07-19', 'LATE PAYMENT FEE', -3200, { category: 'Fees', fee: 'late' });
  const shops = ['PARMA OH', 'PARMA OH', 'CLEVELAND OH', 'STRONGSVILLE OH'];
  scatter(h, card, r, 2.0, [
    {
      make: () => `GIANT EAGLE #${r.digits(4)} ${r.pick(shops)}`,
      merchant: 'Giant Eagle',
      category: 'Groceries',
      lo: 22,
      hi: 210,
      weight: 4,
    },
    {
      make: () => `COSTCO WHSE #${r.digits(4)} ${r.pick(shops)}`,
      merchant: 'Costco',
      category: 'Wholesale Clubs',
      lo: 60,
      hi: 340,
      weight: 1.5,
    },
    {
      make: () => `COSTCO GAS #${r.digits(4)} ${r.pick(shops)}`,
      merchant: 'Costco',
      category: 'Gas',
      lo: 30,
      hi: 70,
      weight: 1,
    },
    {
      make: () => `MARATHON PETRO${r.digits(6)} ${r.pick(shops)}`,
      merchant: 'Marathon',
      category: 'Gas',
      lo: 25,
      hi: 66,
      weight: 1.5,
    },
    {
      make: () => `TST* MELT BAR AND GRILLED ${r.pick(shops)}`,
      merchant: '',
      category: 'Restaurants',
      lo: 18,
      hi: 72,
      weight: 1,
    },
    {
      make: () => `DUNKIN #${r.digits(6)} ${r.pick(shops)}`,
      merchant: "Dunkin'",
      category: 'Restaurants',
      lo: 3,
      hi: 14,
      weight: 2,
    },
    {
      make: () => `AMAZON.COM*${r.alnum(9)} AMZN.COM/BILL WA`,
      merchant: 'Amazon',
      category: 'Shopping',
      lo: 9,
      hi: 140,
      weight: 3,
    },
    {
      make: () => `TARGET T-${r.digits(4)} ${r.pick(shops)}`,
      merchant: 'Target',
      category: 'Shopping',
      lo: 8,
      hi: 150,
      weight: 2,
    },
    {
      make: () => `MALLEYS CHOCOLATES ${r.pick(shops)}`,
      merchant: "Malley's Chocolates",
      category: 'Shopping',
      lo: 6,
      hi: 38,
      weight: 0.3,
    },
    {
      make: () => `CHUCK E CHEESE ${r.digits(4)} ${r.pick(shops)}`,
      merchant: '',
      category: 'Entertainment',
      lo: 15,
      hi: 60,
      weight: 0.4,
    },
  ]);

  // SiriusXM on the KeyBank debit card: CHECKCARD mmdd changes every month; taxes make odd cents.
  const sirius = h.defineSeries('siriusxm', chk, 'monthly', 'subscription', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    if (ym >= '2025-01')
      h.add(
        chk,
        ymd(y, m, 29),
        checkcard(ymd(y, m, 29), 'SIRIUSXM RADIO 888-635-5144 NY'),
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
      `ATM WITHDRAWAL ${mmdd(d).replace('/', '')} ${r.pick(['PNC BANK', 'CARDTRONICS', 'HUNTINGTON'])} PARMA OH`,
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
    h.add(sav, ymd(y, 12, 31), 'INTEREST PAID', r.cents(1.5, 4.9), { category: 'Interest' });
  for (let i = 0; i < 6; i++) {
    const d = addDays('2024-12-01', r.int(0, 700));
    h.add(chk, nextBiz(d), `CHECK ${1300 + i}`, -r.pick([5000, 12000, 20000, 35000]), {});
  }

  // Citizens checking: her debit spending.
  scatter(h, cit, r, 1.3, [
    {
      make: () => dbt(`ALDI ${r.digits(5)} PARMA OH`),
      merchant: 'Aldi',
      category: 'Groceries',
      lo: 18,
      hi: 90,
      weight: 3,
    },
    {
      make: () => dbt(`STARBUCKS STORE ${r.digits(5)} CLEVELAND OH`),
      merchant: 'Starbucks',
      category: 'Coffee Shops',
      lo: 4,
      hi: 9,
      weight: 2,
    },
    {
      make: () => dbt(`OLD NAVY US ${r.digits(4)} STRONGSVILLE OH`),
      merchant: 'Old Navy',
      category: 'Clothing',
      lo: 15,
      hi: 80,
    },
  ]);
  void mmdd;
  void ymd;
  return h;
}
