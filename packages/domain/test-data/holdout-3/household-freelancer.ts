/** Household 3: a freelance designer in Denver CO. Bellco credit union checking, SoFi savings, a Discover card. */
import { Household, MONTHS, addDays, mmdd, nextBiz, prevBiz, rng, scatter, ymd } from '../holdout-2/kit';

export function freelancer(): Household {
  const r = rng(3303);
  const h = new Household(
    'household-3',
    'Freelance designer, Denver CO. Bellco Credit Union checking (credit-union words: "POS PURCHASE", "ACH DEBIT", ' +
      '"SHARE DRAFT", "COURTESY PAY FEE", "INTL SERVICE ASSESSMENT"), SoFi savings, a Discover it card ("DIRECTPAY FULL ' +
      'BALANCE", "INTERNET PAYMENT - THANK YOU"). A fixed monthly client retainer by ACH (income; a second client ' +
      'pays irregular invoices with the same ACH company name: one-offs); Stripe and PayPal payouts are irregular. ' +
      'Rent by Zelle to the landlord on the 1st with a confirmation code (bill, rise in 2026). IRS estimated taxes ' +
      'quarterly on the IRS dates (bill; amounts vary). Bellco auto loan payment (loan). Adobe anchored on the 31st. ' +
      'Figma annual, Squarespace annual with an order id, Fontstand semi-annual through Paddle, 1Password annual ' +
      'through FastSpring (FS *). Google Workspace is per seat: 7.20 -> 14.40 when a second seat was added -> 16.80 ' +
      '(fixed price steps). Notion monthly then switched to annual (two series). Climbing gym frozen three months. ' +
      'Xcel Energy variable; Comcast internet; Mint Mobile prepaid 12 months (annual). Zelle to her own SoFi ' +
      'account and SoFi -> Bellco transfers are irregular (no series); the monthly SoFi "vault" transfer is a ' +
      'series both sides. SoFi interest monthly income. Fees: Bellco courtesy pay (overdraft) fees, an NSF fee, a ' +
      'paper statement fee charged monthly for a year (fees, not a series), foreign ATM fees and the ISA (foreign ' +
      'transaction) fees on a Lisbon trip, an incoming wire fee, Discover interest. Not fees: a courtesy pay refund, ' +
      'Denver Motor Vehicle portal convenience fee, ATM withdrawals, SQ * coffee, chocolate.',
  );
  const chk = h.account('bellco-checking.csv', 'depository');
  const sav = h.account('sofi-savings.csv', 'depository');
  const card = h.account('discover-card.csv', 'credit');
  const pos = (d: string, text: string) => `POS PURCHASE ${mmdd(addDays(d, -r.int(0, 1)))} ${text}`;
  const achDebit = (text: string) => `ACH DEBIT ${text}`;

  const retainer = h.defineSeries('retainer', chk, 'monthly', 'income', false);
  const rent = h.defineSeries('rent-zelle', chk, 'monthly', 'bill', true);
  const autoLoan = h.defineSeries('bellco-auto-loan', chk, 'monthly', 'loan', true);
  const xcel = h.defineSeries('xcel', chk, 'monthly', 'bill', false);
  const vaultOut = h.defineSeries('vault-out', chk, 'monthly', 'transfer', false);
  const vaultIn = h.defineSeries('vault-in', sav, 'monthly', 'transfer', false);
  const interest = h.defineSeries('sofi-interest', sav, 'monthly', 'income', false);
  const discOut = h.defineSeries('discover-payment-out', chk, 'monthly', 'transfer', false);
  const discIn = h.defineSeries('discover-payment-in', card, 'monthly', 'transfer', false);
  let balance = 9000;
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    // The retainer lands on the 5th (next business day), fixed 4,200 then 4,600.
    h.add(
      chk,
      nextBiz(ymd(y, m, 5)),
      `ACH CREDIT NORTHWIND STUDIO VENDOR PAY ${r.digits(7)}`,
      ym < '2025-09' ? 420000 : 460000,
      {
        merchant: '',
        category: 'Deposit',
        series: retainer,
      },
    );
    h.add(
      chk,
      ymd(y, m, 1),
      `ZELLE PAYMENT TO DENISE MARTINEZ CONF ${r.alnum(10)}`,
      ym < '2026-02' ? -172500 : -179500,
      {
        merchant: 'Zelle',
        category: 'Transfer',
        series: rent,
      },
    );
    h.add(chk, nextBiz(ymd(y, m, 10)), `BELLCO LOAN PMT TRANSFER TO LOAN 0${r.digits(2)}`, -36742, {
      category: 'Transfer',
      series: autoLoan,
    });
    h.add(
      chk,
      nextBiz(ymd(y, m, 16 + r.int(0, 3))),
      achDebit(`XCEL ENERGY-PSCO XCELENERGY ${r.digits(9)}`),
      -r.cents(m <= 2 || m === 12 ? 95 : 48, m <= 2 || m === 12 ? 180 : 96),
      {
        merchant: r.chance(0.5) ? 'Xcel Energy' : '',
        category: r.chance(0.5) ? 'Utilities' : 'Bills',
        series: xcel,
      },
    );
    const d7 = nextBiz(ymd(y, m, 7));
    h.add(chk, d7, achDebit(`SOFI BANK DEPOSIT ${r.digits(12)}`), -40000, {
      category: 'Transfer',
      series: vaultOut,
    });
    h.add(sav, addDays(d7, 1), 'Deposit - ACH Transfer from BELLCO CREDIT UNION', 40000, {
      category: 'Transfer',
      series: vaultIn,
    });
    balance += 400;
    h.add(sav, ymd(y, m, 31), 'Interest Earned', Math.round((balance * 0.04 * 100) / 12) + r.int(0, 60), {
      category: 'Interest',
      series: interest,
    });
    if (ym !== '2024-11') {
      const d = nextBiz(ymd(y, m, 13));
      const amount = r.cents(450, 1600);
      h.add(chk, d, achDebit(`DISCOVER E-PAYMENT ${r.digits(4)} DIRECTPAY FULL BALANCE`), -amount, {
        merchant: 'Discover',
        category: 'Credit Card Payment',
        series: discOut,
      });
      h.add(card, d, 'INTERNET PAYMENT - THANK YOU', amount, {
        category: 'Payments and Credits',
        series: discIn,
      });
    }
  }
  // Irregular invoices from the same client company and from others (Stripe, PayPal).
  for (const d of ['2025-02-19', '2025-08-27', '2026-05-12'])
    h.add(chk, d, `ACH CREDIT NORTHWIND STUDIO VENDOR PAY ${r.digits(7)}`, r.cents(600, 2400), {
      category: 'Deposit',
    });
  for (let d = '2024-11-28'; d <= '2026-11-20'; d = addDays(d, r.int(3, 34))) {
    if (r.chance(0.6))
      h.add(chk, nextBiz(d), `ACH CREDIT STRIPE TRANSFER ST-${r.alnum(12)}`, r.cents(180, 3100), {
        merchant: 'Stripe',
        category: 'Deposit',
      });
    else
      h.add(chk, nextBiz(d), `ACH CREDIT PAYPAL TRANSFER ${r.digits(11)}`, r.cents(90, 1200), {
        merchant: 'PayPal',
        category: 'Deposit',
      });
  }
  // Estimated taxes: IRS dates (Jan 15, Apr 15, Jun 15, Sep 15, moved to the next business day).
  const irs = h.defineSeries('irs-estimated', chk, 'quarterly', 'bill', false);
  for (const d of [
    '2025-01-15',
    '2025-04-15',
    '2025-06-16',
    '2025-09-15',
    '2026-01-15',
    '2026-04-15',
    '2026-06-15',
    '2026-09-15',
  ])
    h.add(chk, d, achDebit(`IRS USATAXPYMT ${r.digits(15)}`), -r.cents(1800, 3400), {
      category: 'Taxes',
      series: irs,
    });
  // Zelle to self and SoFi back to Bellco: irregular.
  for (const d of ['2025-03-21', '2025-11-02', '2026-08-14']) {
    const c = r.cents(500, 2500);
    h.add(chk, d, `ZELLE PAYMENT TO SELF SOFI CONF ${r.alnum(10)}`, -c, {
      merchant: 'Zelle',
      category: 'Transfer',
    });
    h.add(sav, d, `Deposit - Zelle from NINA PATEL`, c, { category: 'Transfer' });
  }
  for (const d of ['2025-05-30', '2026-01-23', '2026-09-29']) {
    const c = r.cents(1000, 3000);
    h.add(sav, d, 'Withdrawal - ACH Transfer to BELLCO CREDIT UNION', -c, { category: 'Transfer' });
    h.add(chk, nextBiz(addDays(d, 1)), `ACH CREDIT SOFI BANK TRANSFER ${r.digits(12)}`, c, {
      category: 'Transfer',
    });
  }

  // Discover card subscriptions.
  const adobe = h.defineSeries('adobe', card, 'monthly', 'subscription', true);
  const workspace = h.defineSeries('google-workspace', card, 'monthly', 'subscription', true);
  const notionMonthly = h.defineSeries('notion-monthly', card, 'monthly', 'subscription', true);
  const notionAnnual = h.defineSeries('notion-annual', card, 'annual', 'subscription', true);
  const climb = h.defineSeries('movement-climbing', card, 'monthly', 'subscription', true);
  const comcast = h.defineSeries('comcast', card, 'monthly', 'bill', true);
  const mint = h.defineSeries('mint-mobile', card, 'annual', 'bill', true);
  const figma = h.defineSeries('figma', card, 'annual', 'subscription', true);
  const sqsp = h.defineSeries('squarespace', card, 'annual', 'subscription', true);
  const fontstand = h.defineSeries('fontstand', card, 'semi_annual', 'subscription', true);
  const onepass = h.defineSeries('1password', card, 'annual', 'subscription', true);
  const midjourney = h.defineSeries('midjourney', card, 'monthly', 'subscription', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    h.add(card, ymd(y, m, 31), `ADOBE *ADOBE 408-536-6000 CA`, ym < '2025-06' ? -5999 : -6999, {
      merchant: 'Adobe',
      category: 'Services',
      series: adobe,
    });
    h.add(
      card,
      ymd(y, m, 1),
      `GOOGLE *GSUITE_ninapatel.design`,
      ym < '2025-04' ? -720 : ym < '2026-03' ? -1440 : -1680,
      {
        merchant: 'Google',
        category: 'Services',
        series: workspace,
      },
    );
    if (ym <= '2025-07')
      h.add(card, ymd(y, m, 12), 'NOTION LABS, INC. NOTION.SO CA', -1000, {
        merchant: 'Notion',
        category: 'Services',
        series: notionMonthly,
      });
    if (!(ym >= '2025-12' && ym <= '2026-02'))
      h.add(
        card,
        ymd(y, m, 3),
        `MOVEMENT CLIMBING ${r.pick(['BAKER', 'RINO'])} DENVER CO`,
        ym < '2026-03' ? -9500 : -9900,
        {
          merchant: r.chance(0.5) ? 'Movement Climbing' : '',
          category: 'Services',
          series: climb,
        },
      );
    h.add(card, ymd(y, m, 20), 'COMCAST CABLE COMM 800-COMCAST CO', ym < '2025-10' ? -6500 : -7000, {
      merchant: 'Comcast',
      category: 'Services',
      series: comcast,
    });
    if (ym >= '2026-05')
      h.add(card, ymd(y, m, 25), 'PADDLE.NET* MIDJOURNEY', -1000, {
        merchant: 'Paddle',
        category: '',
        series: midjourney,
      });
  }
  for (const d of ['2025-08-12', '2026-08-12'])
    h.add(card, d, 'NOTION LABS, INC. NOTION.SO CA', -9600, {
      merchant: 'Notion',
      category: 'Services',
      series: notionAnnual,
    });
  for (const d of ['2025-03-30', '2026-03-30'])
    h.add(card, d, 'MINT MOBILE 800-683-7392 CA', -18000, {
      merchant: 'Mint Mobile',
      category: 'Services',
      series: mint,
    });
  for (const d of ['2025-02-06', '2026-02-06'])
    h.add(card, d, 'FIGMA 415-890-5404 CA', d < '2026-01-01' ? -14400 : -19200, {
      merchant: 'Figma',
      category: 'Services',
      series: figma,
    });
  for (const d of ['2024-12-19', '2025-12-19'])
    h.add(card, d, `SQSP* WEBSITE #${r.digits(8)} SQUARESPACE.CNY`, -19200, {
      merchant: 'Squarespace',
      category: 'Services',
      series: sqsp,
    });
  for (const d of ['2025-01-28', '2025-07-28', '2026-01-28', '2026-07-28'])
    h.add(card, d, 'PADDLE.NET* FONTSTAND', -4200, { merchant: 'Paddle', category: '', series: fontstand });
  for (const d of ['2025-04-22', '2026-04-22'])
    h.add(card, d, `FS *1PASSWORD FS *1PASSWORD.COM ${r.digits(6)}`, -3588, {
      merchant: 'FastSpring',
      category: 'Merchandise',
      series: onepass,
    });
  h.add(card, '2025-10-04', `SQSP* DOMAIN #${r.digits(8)} SQUARESPACE.CNY`, -2000, {
    merchant: 'Squarespace',
    category: 'Services',
  });
  h.add(card, '2025-04-30', 'ADOBE *STOCK 408-536-6000 CA', -2999, {
    merchant: 'Adobe',
    category: 'Services',
  });
  h.add(card, '2026-06-12', 'ADOBE *ADOBE 408-536-6000 CA', 6999, {
    merchant: 'Adobe',
    category: 'Services',
  });
  h.add(card, '2025-09-11', 'INTEREST CHARGE ON PURCHASES', -4127, { category: 'Interest', fee: 'interest' });
  h.add(card, '2025-10-11', 'INTEREST CHARGE ON PURCHASES', -2260, { category: 'Interest', fee: 'interest' });
  const spots = ['DENVER CO', 'DENVER CO', 'LAKEWOOD CO', 'BOULDER CO'];
  scatter(h, card, r, 2.6, [
    {
      make: () => `KING SOOPERS #${r.digits(4)} ${r.pick(spots)}`,
      merchant: 'King Soopers',
      category: 'Supermarkets',
      lo: 16,
      hi: 140,
      weight: 4,
    },
    {
      make: () => `SQ *HUCKLEBERRY ROASTERS ${r.pick(spots)}`,
      merchant: '',
      category: 'Restaurants',
      lo: 4,
      hi: 12,
      weight: 3,
    },
    {
      make: () => `SQ *CORVUS COFFEE ROASTERS ${r.pick(spots)}`,
      merchant: 'Square',
      category: 'Restaurants',
      lo: 4,
      hi: 11,
      weight: 1.5,
    },
    {
      make: () => `TST* SNOOZE AN AM EATERY ${r.pick(spots)}`,
      merchant: 'Snooze',
      category: 'Restaurants',
      lo: 18,
      hi: 55,
      weight: 1.5,
    },
    {
      make: () =>
        `LYFT *RIDE ${['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'][r.int(0, 5)]} ${r.digits(4)} LYFT.COM CA`,
      merchant: 'Lyft',
      category: 'Travel/ Entertainment',
      lo: 9,
      hi: 38,
      weight: 2,
    },
    {
      make: () => `AMAZON MKTPL*${r.alnum(9)} Amzn.com/bill WA`,
      merchant: 'Amazon',
      category: 'Merchandise',
      lo: 10,
      hi: 110,
      weight: 2,
    },
    {
      make: () => `REI #${r.digits(3)} ${r.pick(spots)}`,
      merchant: 'REI',
      category: 'Merchandise',
      lo: 20,
      hi: 180,
      weight: 0.6,
    },
    {
      make: () => `ROCKY MOUNTAIN CHOCOLATE ${r.pick(spots)}`,
      merchant: '',
      category: 'Merchandise',
      lo: 5,
      hi: 30,
      weight: 0.3,
    },
    {
      make: () => `CONOCO - SEI ${r.digits(5)} ${r.pick(spots)}`,
      merchant: 'Conoco',
      category: 'Gasoline',
      lo: 22,
      hi: 55,
      weight: 1,
    },
  ]);
  // Discover has no foreign fee; a Lisbon trip's purchases on it carry none.
  for (const [d, text] of [
    ['2025-10-14', 'PASTEIS DE BELEM LISBOA'],
    ['2025-10-15', 'TIME OUT MARKET LISBOA'],
  ] as const)
    h.add(card, d, text, -r.cents(8, 60), { category: 'Restaurants' });

  // A dog walker paid weekly through Square on Mondays; two vacation weeks skipped; 80 -> 90 in 2026.
  const walker = h.defineSeries('dog-walker', card, 'weekly', 'bill', true);
  for (let d = '2025-03-03'; d <= '2026-11-16'; d = addDays(d, 7)) {
    if (d === '2025-07-14' || d === '2025-12-29' || d === '2026-07-06') continue;
    h.add(card, d, 'SQ *MILE HIGH PAWS gosq.com CO', d < '2026-04-01' ? -8000 : -9000, {
      merchant: r.chance(0.5) ? 'Square' : '',
      category: 'Services',
      series: walker,
    });
  }
  const max = h.defineSeries('max', chk, 'monthly', 'subscription', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    if (ym !== '2025-12')
      h.add(
        chk,
        ymd(y, m, 18),
        pos(ymd(y, m, 18), 'MAX.COM 855-442-6629 NY'),
        ym < '2025-07' ? -1699 : -1849,
        {
          merchant: r.chance(0.5) ? 'Max' : '',
          category: 'Entertainment',
          series: max,
        },
      );
  }
  h.add(chk, '2025-12-21', 'SERVICE CHARGE', -500, { category: '', fee: 'monthly_maintenance' });
  h.add(chk, '2026-03-10', pos('2026-03-10', 'GOLDEN FEED & SEED GOLDEN CO'), -4299, {
    category: 'Shopping',
  });
  // Bellco checking: debit spending, fees.
  scatter(h, chk, r, 1.2, [
    {
      make: (d) => pos(d, `SAFEWAY #${r.digits(4)} DENVER CO`),
      merchant: 'Safeway',
      category: 'Groceries',
      lo: 10,
      hi: 80,
      weight: 2,
    },
    {
      make: (d) => pos(d, `SQ *DAZBOG COFFEE DENVER CO`),
      merchant: '',
      category: 'Food',
      lo: 3,
      hi: 9,
      weight: 2,
    },
    {
      make: (d) => pos(d, `DENVER PARKING METER ${r.digits(5)} DENVER CO`),
      merchant: 'City of Denver',
      category: 'Auto',
      lo: 2,
      hi: 9,
    },
  ]);
  for (const [d, n] of [
    ['2025-06-30', 1],
    ['2025-12-30', 2],
    ['2026-05-29', 1],
  ] as const)
    for (let i = 0; i < n; i++) h.add(chk, d, 'COURTESY PAY FEE', -2800, { category: '', fee: 'overdraft' });
  h.add(chk, '2026-01-06', 'COURTESY PAY FEE REFUND', 2800, { category: '' });
  h.add(chk, '2025-12-31', 'NSF FEE RETURNED ITEM', -2800, { category: '', fee: 'insufficient_funds' });
  h.add(chk, '2025-12-31', 'RETURNED ACH DEBIT GEICO *AUTO', 12811, { category: '' });
  h.add(chk, '2025-12-30', achDebit(`GEICO *AUTO ${r.digits(10)}`), -12811, { category: 'Insurance' });
  h.add(chk, '2026-01-05', achDebit(`GEICO *AUTO ${r.digits(10)}`), -12811, { category: 'Insurance' });
  for (const [y, m] of MONTHS)
    if (
      `${y}-${String(m).padStart(2, '0')}` >= '2025-03' &&
      `${y}-${String(m).padStart(2, '0')}` <= '2026-02'
    )
      h.add(chk, ymd(y, m, 31), 'PAPER STATEMENT FEE', -200, { category: '', fee: 'other' });
  // Lisbon trip on the debit card: a foreign ATM fee and the international service assessment.
  for (const [d, text, c] of [
    ['2025-10-13', 'MULTIBANCO ATM LISBOA PT', -20000],
    ['2025-10-16', 'MULTIBANCO ATM LISBOA PT', -10000],
  ] as const) {
    h.add(chk, d, `ATM WITHDRAWAL ${text}`, c, { category: 'ATM' });
    h.add(chk, d, 'FOREIGN ATM FEE', -500, { category: '', fee: 'atm' });
    h.add(chk, d, `INTL SERVICE ASSESSMENT ${text}`, Math.round(c * 0.01), {
      category: '',
      fee: 'foreign_transaction',
    });
  }
  for (const [d, text] of [
    ['2025-10-14', 'CASA PORTUGUESA DO PASTEL LISBOA PT'],
    ['2025-10-17', 'CP COMBOIOS SINTRA PT'],
  ] as const) {
    const c = r.cents(6, 45);
    h.add(chk, d, pos(d, text), -c, { category: 'Travel' });
    h.add(chk, d, `INTL SERVICE ASSESSMENT ${text}`, -Math.round(c * 0.01), {
      category: '',
      fee: 'foreign_transaction',
    });
  }
  for (const d of ['2025-02-08', '2025-07-19', '2026-04-04', '2026-09-26']) {
    h.add(chk, d, `ATM WITHDRAWAL BELLCO CU ${mmdd(d)} DENVER CO`, -r.pick([4000, 6000, 10000]), {
      category: 'ATM',
    });
  }
  h.add(chk, '2026-03-18', 'INCOMING WIRE FEE', -1500, { category: 'Service Charges', fee: 'wire' });
  h.add(chk, '2026-03-18', 'INCOMING WIRE NORTHWIND HOLDINGS LTD REF 0318A', 880000, { category: 'Deposit' });
  h.add(chk, '2025-06-10', pos('2025-06-10', 'DENVER MOTOR VEHICLE CONVENIENCE FEE DENVER CO'), -295, {
    category: 'Government',
  });
  h.add(chk, '2025-06-10', pos('2025-06-10', 'DENVER MOTOR VEHICLE DENVER CO'), -18840, {
    category: 'Government',
  });
  for (let i = 0; i < 5; i++)
    h.add(
      chk,
      nextBiz(addDays('2024-12-01', r.int(0, 700))),
      `SHARE DRAFT ${2200 + i}`,
      -r.pick([4500, 9000, 15000]),
      {},
    );
  void prevBiz;
  return h;
}
