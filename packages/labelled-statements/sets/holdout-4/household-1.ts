/**
 * Household 1: a teacher and a nurse, Columbus OH. Chase Total Checking (Chase's own CSV: Details, Posting
 * Date, Description, Amount, Type, Balance, Check or Slip #; newest first), a Chase Freedom card (Chase card CSV,
 * purchases negative) and an Amex Blue Cash card (Amex CSV, charges positive: imported with amountSign=positive-out).
 */
import { addDays } from '@tourniquet/domain';
import { dayInMonth, yymmdd } from '../../kit/calendar';
import { Household, MONTHS, lastBizOfMonth, nextBiz, prevBiz, scatter } from '../../kit/household';
import { createRng } from '../../kit/random';

export function chaseHousehold(seedOffset = 0): Household {
  const r = createRng(4101 + seedOffset);
  const h = new Household(
    'household-1',
    "Teacher and nurse, Columbus OH. Chase checking in Chase's own CSV (newest first, running balance, Type " +
      'codes, padded "PPD ID:" ACH text, "ORIG CO NAME:" payroll text with DESC DATE and TRACE that change every ' +
      'time, "CARD PURCHASE mm/dd ... CARD 4417", "RECURRING CARD PURCHASE", Zelle QUICKPAY). Chase Freedom card ' +
      '(Chase card CSV with Type and Category) and an Amex Blue Cash (charges positive). Semi-monthly teacher pay ' +
      '(fixed, a raise, no price changes) and biweekly hourly nurse pay (variable) with a shift bonus deposited ' +
      'under the payroll text (not in the series). Mortgage (escrow change: labelled price change), AEP electric and ' +
      'Columbia Gas (variable), quarterly city water (variable), Spectrum by debit card, State Farm auto monthly, ' +
      'Nelnet student loan paused four months, a babysitter paid weekly by Zelle in the school year (ended), ' +
      'daycare started in July 2026, two card payments (both sides), a fixed monthly transfer to an outside ' +
      'savings account (one side only). Card: Netflix, Spotify, two Apple series beside App Store one-offs, ' +
      'Planet Fitness dues beside its annual fee (a subscription, not a fee), Disney+ cancelled three months and ' +
      'back at a new price, Paramount+ via PayPal, Costco membership annual beside Costco shopping, HelloFresh ' +
      'weekly (ended), Amazon Prime annual beside Amazon orders. Amex: AWS (variable), Google One, Adobe on the ' +
      '31st, SiriusXM quarterly, Verizon, GEICO semi-annual, Kindle Unlimited. Fees: Chase monthly service fee in ' +
      'low months, "INSUFFICIENT FUNDS FEE FOR A $x ITEM - DETAILS: <the bill\'s ACH text>", "OVERDRAFT FEE FOR A $x ' +
      'CARD PURCHASE - DETAILS: ...", non-Chase ATM fees, a stop payment fee, "FOREIGN EXCH RT ADJ FEE" on a ' +
      'Toronto trip, card purchase interest, a card late fee and foreign transaction fees, the Amex annual fee. Not ' +
      'fees: service fee reversals, ATM withdrawals, COFFEE shops, the BMV portal fee, Planet Fitness annual fee.',
  );
  const chk = h.account('chase-checking.csv', 'depository', {
    subtype: 'checking',
    format: 'chase-checking',
  });
  const card = h.account('chase-freedom.csv', 'credit', { subtype: 'credit card', format: 'chase-card' });
  const amex = h.account('amex-blue-cash.csv', 'credit', {
    subtype: 'credit card',
    format: 'amex',
    query: {
      amountSign: 'positive-out',
    },
  });
  const pad = (name: string, width = 16) => name.slice(0, width).padEnd(width);
  const ppd = (co: string, descr: string, id: string, sec = 'PPD') =>
    `${pad(co)} ${pad(descr, 10)}                 ${sec} ID: ${id}`;
  const cardBuy = (d: string, text: string) =>
    `CARD PURCHASE ${d.slice(5, 7)}/${d.slice(8, 10)} ${text} CARD 4417`;

  // Teacher pay: 15th and last business day (previous business day when the 15th is off).
  const teacher = h.defineSeries('teacher-pay', chk, 'semi_monthly', 'income', true);
  for (const [y, m] of MONTHS) {
    for (const d of [prevBiz(dayInMonth(y, m, 15)), lastBizOfMonth(y, m)]) {
      const cents = d < '2025-08-01' ? 241_873 : d < '2026-08-01' ? 249_130 : 256_604;
      h.add(
        chk,
        d,
        `ORIG CO NAME:COLUMBUS CITY SCH ORIG ID:1316000521 DESC DATE:${yymmdd(d)} CO ENTRY DESCR:PAYROLL   SEC:PPD ` +
          `TRACE#:0210000${r.digits(8)} EED:${yymmdd(d)} IND ID:${r.digits(6)} IND NAME:JORDAN REYES TRN: ${r.digits(10)}TC`,
        cents,
        { type: 'ACH_CREDIT', series: teacher },
      );
    }
  }
  // Nurse pay: biweekly Fridays, hourly (variable), plus two shift bonuses under the same text.
  const nurse = h.defineSeries('nurse-pay', chk, 'biweekly', 'income', false);
  for (let f = '2024-11-22'; f <= '2026-11-20'; f = addDays(f, 14)) {
    h.add(chk, prevBiz(f), ppd('OHIOHEALTH CORP', 'DIR DEP', '9111111101'), r.centsFromDollars(1680, 2290), {
      type: 'ACH_CREDIT',
      series: nurse,
    });
  }
  h.add(chk, '2025-07-09', ppd('OHIOHEALTH CORP', 'DIR DEP', '9111111101'), 150_000, { type: 'ACH_CREDIT' });
  h.add(chk, '2026-02-18', ppd('OHIOHEALTH CORP', 'DIR DEP', '9111111101'), 62_540, { type: 'ACH_CREDIT' });

  const mortgage = h.defineSeries('mortgage', chk, 'monthly', 'loan', true);
  const aep = h.defineSeries('aep-electric', chk, 'monthly', 'bill', false);
  const gas = h.defineSeries('columbia-gas', chk, 'monthly', 'bill', false);
  const spectrum = h.defineSeries('spectrum', chk, 'monthly', 'bill', true);
  const stateFarm = h.defineSeries('state-farm', chk, 'monthly', 'bill', true);
  const nelnet = h.defineSeries('nelnet', chk, 'monthly', 'loan', true);
  const freedomOut = h.defineSeries('freedom-autopay-out', chk, 'monthly', 'transfer', false);
  const freedomIn = h.defineSeries('freedom-autopay-in', card, 'monthly', 'transfer', false);
  const amexOut = h.defineSeries('amex-pay-out', chk, 'monthly', 'transfer', false);
  const amexIn = h.defineSeries('amex-pay-in', amex, 'monthly', 'transfer', false);
  const savings = h.defineSeries('ally-savings-out', chk, 'monthly', 'transfer', true);
  const daycare = h.defineSeries('daycare', chk, 'monthly', 'bill', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    h.add(
      chk,
      nextBiz(dayInMonth(y, m, 1)),
      ppd('ROCKET MORTGAGE', 'PAYMENT', '3381234567', 'WEB'),
      ym < '2026-02' ? -164_211 : -171_893,
      {
        series: mortgage,
      },
    );
    // AEP pays on the 18th; in March 2025 the debit was returned (the bill's line came back later).
    const aepDay = nextBiz(dayInMonth(y, m, 18));
    const aepCents = -r.centsFromDollars(m >= 6 && m <= 8 ? 160 : 85, m >= 6 && m <= 8 ? 245 : 140);
    if (ym === '2025-03') {
      h.add(chk, aepDay, ppd('AEP OHIO', 'BILLPAY', '1310764690', 'WEB'), aepCents);
      h.add(
        chk,
        aepDay,
        `INSUFFICIENT FUNDS FEE FOR A $${(-aepCents / 100).toFixed(2)} ITEM - DETAILS: AEP OHIO BILLPAY WEB ID: 1310764690`,
        -3400,
        {
          type: 'FEE_TRANSACTION',
          fee: 'insufficient_funds',
        },
      );
      h.add(chk, aepDay, `REVERSAL: AEP OHIO BILLPAY WEB ID: 1310764690`, -aepCents, { type: 'ACH_CREDIT' });
      h.add(chk, nextBiz(addDays(aepDay, 4)), ppd('AEP OHIO', 'BILLPAY', '1310764690', 'WEB'), aepCents, {
        series: aep,
      });
    } else h.add(chk, aepDay, ppd('AEP OHIO', 'BILLPAY', '1310764690', 'WEB'), aepCents, { series: aep });
    const winter = m <= 3 || m >= 11;
    h.add(
      chk,
      nextBiz(dayInMonth(y, m, 24)),
      ppd('COLUMBIA GAS OH', 'UTILITYPMT', '9000123456', 'WEB'),
      -r.centsFromDollars(winter ? 95 : 28, winter ? 190 : 46),
      {
        series: gas,
      },
    );
    const sDay = dayInMonth(y, m, 12);
    h.add(
      chk,
      sDay,
      `RECURRING CARD PURCHASE ${sDay.slice(5, 7)}/${sDay.slice(8, 10)} SPECTRUM 855-707-7328 MO CARD 4417`,
      ym < '2025-09' ? -7999 : -8499,
      {
        type: 'DEBIT_CARD',
        series: spectrum,
      },
    );
    h.add(
      chk,
      nextBiz(dayInMonth(y, m, 6)),
      ppd('STATE FARM RO 27', 'SFPP', '9000313004'),
      ym < '2025-06' ? -13_112 : ym < '2026-06' ? -14_486 : -15_021,
      {
        series: stateFarm,
      },
    );
    if (!(ym >= '2025-05' && ym <= '2025-08'))
      h.add(
        chk,
        nextBiz(dayInMonth(y, m, 21)),
        ppd('NELNET STUDENT', 'LOAN PYMT', '9102030405', 'WEB'),
        -28_430,
        {
          series: nelnet,
        },
      );
    if (ym >= '2024-12') {
      const freedom = r.centsFromDollars(380, 1450);
      const d = nextBiz(dayInMonth(y, m, 9));
      h.add(chk, d, ppd('CHASE CREDIT CRD', 'AUTOPAY', '4760039224'), -freedom, { series: freedomOut });
      h.add(card, d, 'AUTOMATIC PAYMENT - THANK', freedom, { type: 'Payment', series: freedomIn });
      const amexPay = r.centsFromDollars(220, 980);
      const d2 = nextBiz(dayInMonth(y, m, 27));
      h.add(chk, d2, ppd('AMEX EPAYMENT', 'ACH PMT', '2005032111', 'WEB'), -amexPay, { series: amexOut });
      h.add(amex, d2, 'AUTOPAY PAYMENT RECEIVED - THANK YOU', amexPay, { series: amexIn });
    }
    const sav = nextBiz(dayInMonth(y, m, 2));
    h.add(
      chk,
      sav,
      `Online Transfer to SAV ...8812 transaction#: ${r.digits(11)} ${sav.slice(5, 7)}/${sav.slice(8, 10)}`,
      ym < '2025-10' ? -40_000 : -50_000,
      {
        type: 'ACCT_XFER',
        series: savings,
      },
    );
    if (ym >= '2026-07')
      h.add(
        chk,
        nextBiz(dayInMonth(y, m, 1)),
        ppd('BRIGHT HORIZONS', 'TUITION', '1043201788', 'WEB'),
        -118_500,
        {
          series: daycare,
        },
      );
    // Monthly service fee when the balance dipped; one was reversed after a call.
    if (['2025-01', '2025-03', '2025-04', '2025-12', '2026-03'].includes(ym)) {
      const d = dayInMonth(y, m, 28);
      h.add(chk, d, 'MONTHLY SERVICE FEE', -1500, { type: 'FEE_TRANSACTION', fee: 'monthly_maintenance' });
      if (ym === '2025-12')
        h.add(chk, addDays(d, 3), 'MONTHLY SERVICE FEE REVERSAL', 1500, { type: 'REFUND_TRANSACTION' });
    }
  }
  // Quarterly city water, variable, mid-month of Feb/May/Aug/Nov.
  const water = h.defineSeries('columbus-water', chk, 'quarterly', 'bill', false);
  for (const [y, m] of MONTHS.filter(([, mm]) => mm % 3 === 2))
    h.add(
      chk,
      nextBiz(dayInMonth(y, m, 14)),
      ppd('CITY OF COLUMBUS', 'UTILITIES', '3316000712', 'WEB'),
      -r.centsFromDollars(118, 176),
      {
        series: water,
      },
    );
  // Babysitter by Zelle on Fridays through the school year 2025-26, then daycare took over.
  const sitter = h.defineSeries('babysitter', chk, 'weekly', 'bill', true);
  for (let f = '2025-08-22'; f <= '2026-06-05'; f = addDays(f, 7)) {
    if (f >= '2025-12-22' && f <= '2026-01-02') continue;
    h.add(
      chk,
      f,
      `Zelle payment to Maria Lopez JPM99${r.alnum(6).toLowerCase()}`,
      f < '2026-01-05' ? -18_000 : -20_000,
      {
        type: 'QUICKPAY_DEBIT',
        series: sitter,
      },
    );
  }
  // One-off Zelle and checks.
  for (const [d, text, c, check] of [
    ['2025-04-11', 'Zelle payment to Maria Lopez JPM99qk2m8', -4_000, ''],
    ['2025-06-03', 'CHECK 1041', -25_000, '1041'],
    ['2025-09-17', 'CHECK 1042', -8_500, '1042'],
    ['2026-03-05', 'CHECK 1043', -31_200, '1043'],
    ['2026-05-20', 'Zelle payment from DEREK REYES WFCT0Q8JZ2', 12_000, ''],
  ] as const)
    h.add(
      chk,
      d,
      text,
      c,
      check ? { check, type: 'CHECK_PAID' } : { type: c < 0 ? 'QUICKPAY_DEBIT' : 'QUICKPAY_CREDIT' },
    );
  h.add(chk, '2025-09-18', 'STOP PAYMENT FEE', -3000, { type: 'FEE_TRANSACTION', fee: 'other' });

  // Debit-card and ATM noise on checking.
  scatter(h, chk, r, 1.0, [
    {
      make: (d) =>
        `CARD PURCHASE WITH PIN ${d.slice(5, 7)}/${d.slice(8, 10)} KROGER #${r.pick(['945', '512', '977'])} COLUMBUS OH CARD 4417`,
      lo: 22,
      hi: 190,
      weight: 3,
      type: 'DEBIT_CARD',
    },
    {
      make: (d) => cardBuy(d, `SPEEDWAY ${r.digits(5)} COLUMBUS OH`),
      lo: 25,
      hi: 62,
      weight: 2,
      type: 'DEBIT_CARD',
    },
    {
      make: (d) => cardBuy(d, `FOX IN THE SNOW COFFEE COLUMBUS OH`),
      lo: 4,
      hi: 14,
      weight: 1.5,
      type: 'DEBIT_CARD',
    },
    { make: (d) => cardBuy(d, `TST* CONDADO TACOS - SH COLUMBUS OH`), lo: 18, hi: 64, type: 'DEBIT_CARD' },
    {
      make: (d) => cardBuy(d, `CVS/PHARMACY #0${r.digits(4)} COLUMBUS OH`),
      lo: 6,
      hi: 48,
      type: 'DEBIT_CARD',
    },
    {
      make: (d) => cardBuy(d, `SQ *JENIS SPLENDID ICE CREAMS Columbus OH`),
      lo: 6,
      hi: 22,
      weight: 0.6,
      type: 'DEBIT_CARD',
    },
  ]);
  for (const d of [
    '2025-02-08',
    '2025-05-17',
    '2025-08-30',
    '2025-11-15',
    '2026-02-21',
    '2026-06-13',
    '2026-09-26',
  ]) {
    h.add(
      chk,
      d,
      `NON-CHASE ATM WITHDRAW ${d.slice(5, 7)}/${d.slice(8, 10)} 1800 N HIGH ST COLUMBUS OH CARD 4417`,
      -r.pick([4000, 6000, 10000]),
      { type: 'ATM' },
    );
    h.add(chk, d, 'NON-CHASE ATM FEE-WITH', -300, { type: 'FEE_TRANSACTION', fee: 'atm' });
  }
  for (const d of ['2025-03-29', '2025-10-04', '2026-04-18'])
    h.add(
      chk,
      d,
      `ATM WITHDRAWAL 00${r.digits(4)} ${d.slice(5, 7)}/${d.slice(8, 10)} 2 E BROAD ST COLUMBUS OH CARD 4417`,
      -r.pick([6000, 8000]),
      { type: 'ATM' },
    );
  // Overdraft in June 2025: a card purchase pushed the balance below zero.
  h.add(chk, '2025-06-12', cardBuy('2025-06-12', 'TST* LINDEYS COLUMBUS OH'), -8_760, { type: 'DEBIT_CARD' });
  h.add(
    chk,
    '2025-06-13',
    'OVERDRAFT FEE FOR A $87.60 CARD PURCHASE - DETAILS: 0612TST* LINDEYS COLUMBUS OH 0 4417',
    -3400,
    {
      type: 'FEE_TRANSACTION',
      fee: 'overdraft',
    },
  );
  h.add(
    chk,
    '2026-01-27',
    'OVERDRAFT FEE FOR A $210.16 ITEM - DETAILS: COLUMBIA GAS OH UTILITYPMT WEB ID: 9000123456',
    -3400,
    {
      type: 'FEE_TRANSACTION',
      fee: 'overdraft',
    },
  );
  // A Toronto trip on the debit card: Chase's exchange-rate fee names the merchant.
  for (const [d, text, c] of [
    ['2025-07-14', 'TIM HORTONS #2231 TORONTO ON', -842],
    ['2025-07-15', 'CN TOWER TORONTO ON', -6_120],
    ['2025-07-16', 'LOBLAWS #1012 TORONTO ON', -3_377],
  ] as const) {
    h.add(chk, d, cardBuy(d, text), c, { type: 'DEBIT_CARD' });
    h.add(
      chk,
      d,
      `FOREIGN EXCH RT ADJ FEE ${d.slice(5, 7)}/${d.slice(8, 10)} ${text} CARD 4417`,
      -Math.round(-c * 0.03),
      {
        type: 'FEE_TRANSACTION',
        fee: 'foreign_transaction',
      },
    );
  }
  h.add(chk, '2025-08-11', cardBuy('2025-08-11', 'OH BMV ONLINE SERVICE FEE COLUMBUS OH'), -800, {
    type: 'DEBIT_CARD',
  });
  h.add(chk, '2025-08-11', cardBuy('2025-08-11', 'OHIO BMV REGISTRATION COLUMBUS OH'), -6_150, {
    type: 'DEBIT_CARD',
  });

  // Chase Freedom subscriptions.
  const netflix = h.defineSeries('netflix', card, 'monthly', 'subscription', true);
  const spotify = h.defineSeries('spotify', card, 'monthly', 'subscription', true);
  const icloud = h.defineSeries('icloud', card, 'monthly', 'subscription', true);
  const appleMusic = h.defineSeries('apple-music', card, 'monthly', 'subscription', true);
  const planet = h.defineSeries('planet-fitness', card, 'monthly', 'subscription', true);
  const planetAnnual = h.defineSeries('planet-fitness-annual', card, 'annual', 'subscription', true);
  const disney = h.defineSeries('disney-plus', card, 'monthly', 'subscription', true);
  const paramount = h.defineSeries('paramount-plus', card, 'monthly', 'subscription', true);
  const costco = h.defineSeries('costco-membership', card, 'annual', 'subscription', true);
  const prime = h.defineSeries('amazon-prime-annual', card, 'annual', 'subscription', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    h.add(card, dayInMonth(y, m, 4), 'NETFLIX.COM', ym < '2025-02' ? -1549 : -1799, {
      category: 'Entertainment',
      series: netflix,
    });
    h.add(card, dayInMonth(y, m, 19), 'Spotify USA', ym < '2025-07' ? -1699 : -1999, {
      category: 'Entertainment',
      series: spotify,
    });
    h.add(card, dayInMonth(y, m, 8), 'APPLE.COM/BILL', -999, { category: 'Shopping', series: icloud });
    h.add(card, dayInMonth(y, m, 26), 'APPLE.COM/BILL', -1099, { category: 'Shopping', series: appleMusic });
    h.add(
      card,
      dayInMonth(y, m, 17),
      'PLANET FIT CLUB FEES 844-880-7180 NH',
      ym < '2025-03' ? -1500 : -2499,
      {
        category: 'Health & Wellness',
        series: planet,
      },
    );
    if (!(ym >= '2025-09' && ym <= '2025-11'))
      h.add(card, dayInMonth(y, m, 22), 'DISNEY PLUS', ym < '2025-09' ? -999 : -1199, {
        category: 'Entertainment',
        series: disney,
      });
    if (ym >= '2025-02')
      h.add(
        card,
        dayInMonth(y, m, 13),
        'PAYPAL *PARAMOUNTPLUS 402-935-7733 CA',
        ym < '2026-01' ? -799 : -899,
        {
          category: 'Entertainment',
          series: paramount,
        },
      );
  }
  for (const d of ['2025-02-17', '2026-02-17'])
    h.add(card, d, 'PLANET FITNESS ANNUAL FEE 844-880-7180 NH', -4900, {
      category: 'Health & Wellness',
      series: planetAnnual,
    });
  for (const d of ['2025-03-02', '2026-03-02'])
    h.add(card, d, 'COSTCO *ANNUAL RENEWAL 800-774-2678 WA', d < '2026' ? -6500 : -6500, {
      category: 'Shopping',
      series: costco,
    });
  h.add(card, '2025-06-10', 'Amazon Prime*RT4KD82J0 Amzn.com/bill WA', -13_900, {
    category: 'Shopping',
    series: prime,
  });
  h.add(card, '2026-06-10', 'Amazon Prime*MX81BB7Q2 Amzn.com/bill WA', -13_900, {
    category: 'Shopping',
    series: prime,
  });
  // HelloFresh weekly for five months in 2025 (ended).
  const hello = h.defineSeries('hellofresh', card, 'weekly', 'subscription', true);
  for (let d = '2025-01-06'; d <= '2025-06-02'; d = addDays(d, 7)) {
    if (d === '2025-03-17' || d === '2025-04-21') continue;
    h.add(card, d, 'HELLOFRESH 646-846-3663 NY', d < '2025-04-01' ? -7_996 : -8_497, {
      category: 'Groceries',
      series: hello,
    });
  }
  h.add(card, '2025-01-13', 'HELLOFRESH 646-846-3663 NY', 4000, { category: 'Groceries', type: 'Return' });
  // App Store one-offs and a refund; Costco and Amazon shopping beside the memberships.
  for (const d of ['2025-01-03', '2025-04-27', '2025-08-14', '2025-12-24', '2026-05-09', '2026-10-02'])
    h.add(card, d, 'APPLE.COM/BILL', -r.pick([99, 299, 499, 999, 1999]), { category: 'Shopping' });
  h.add(card, '2026-03-12', 'APPLE.COM/BILL', 1099, { category: 'Shopping', type: 'Return' });
  scatter(h, card, r, 1.5, [
    { make: () => `COSTCO WHSE #0351`, category: 'Shopping', lo: 60, hi: 340, weight: 1.5 },
    { make: () => `Amazon.com*${r.alnum(9)}`, category: 'Shopping', lo: 9, hi: 120, weight: 3 },
    { make: () => `AMZN Mktp US*${r.alnum(9)}`, category: 'Shopping', lo: 9, hi: 80, weight: 2 },
    { make: () => `KROGER #${r.pick(['945', '512'])}`, category: 'Groceries', lo: 20, hi: 160, weight: 3 },
    { make: () => `STARBUCKS STORE ${r.digits(5)}`, category: 'Food & Drink', lo: 4, hi: 12, weight: 3 },
    { make: () => `UBER   *EATS`, category: 'Food & Drink', lo: 18, hi: 55, weight: 1.5 },
    { make: () => `TARGET 00${r.digits(6)}`, category: 'Shopping', lo: 10, hi: 140, weight: 2 },
    { make: () => `MARATHON PETRO${r.digits(6)}`, category: 'Gas', lo: 28, hi: 64, weight: 2 },
    { make: () => `SQ *STAUF'S COFFEE ROASTERS`, category: 'Food & Drink', lo: 4, hi: 15, weight: 1 },
    { make: () => `BUCKEYE DONUTS`, category: 'Food & Drink', lo: 4, hi: 19, weight: 0.6 },
    { make: () => `GOOGLE *Google Play Ap`, category: 'Shopping', lo: 1, hi: 9, weight: 0.3 },
    { make: () => `CHOCOLATE CAFE COLUMBUS`, category: 'Food & Drink', lo: 9, hi: 30, weight: 0.3 },
  ]);
  // Same amounts at other merchants on subscription days.
  h.add(card, '2025-05-04', 'CHIPOTLE 1872', -1799, { category: 'Food & Drink' });
  h.add(card, '2026-01-19', 'BARNES & NOBLE #2211', -1999, { category: 'Shopping' });
  // Card fees: interest in carried months, one late fee, Toronto foreign transaction fees.
  for (const ym of ['2025-02', '2025-03', '2025-08', '2026-04']) {
    h.add(card, `${ym}-05`, 'PURCHASE INTEREST CHARGE', -r.centsFromDollars(8, 31), {
      type: 'Fee',
      category: 'Fees & Adjustments',
      fee: 'interest',
    });
  }
  h.add(card, '2025-03-05', 'LATE FEE', -2900, { type: 'Fee', category: 'Fees & Adjustments', fee: 'late' });
  for (const [d, c] of [
    ['2025-07-14', -12_400],
    ['2025-07-15', -3_825],
    ['2025-07-17', -21_950],
  ] as const) {
    h.add(
      card,
      d,
      r.pick(['THE KEG STEAKHOUSE TORONTO', 'HUDSON ST LAWRENCE MKT TORONTO', 'HOTEL X TORONTO']),
      c,
      { category: 'Travel' },
    );
    h.add(card, d, 'FOREIGN TRANSACTION FEE', -Math.round(-c * 0.03), {
      type: 'Fee',
      category: 'Fees & Adjustments',
      fee: 'foreign_transaction',
    });
  }
  h.add(card, '2025-10-22', 'Payment Thank You-Mobile', 25_000, { type: 'Payment' });

  // Amex.
  const aws = h.defineSeries('aws', amex, 'monthly', 'subscription', false);
  const googleOne = h.defineSeries('google-one', amex, 'monthly', 'subscription', true);
  const adobe = h.defineSeries('adobe', amex, 'monthly', 'subscription', true);
  const sirius = h.defineSeries('siriusxm', amex, 'quarterly', 'subscription', true);
  const verizon = h.defineSeries('verizon', amex, 'monthly', 'bill', false);
  const geico = h.defineSeries('geico', amex, 'semi_annual', 'bill', true);
  const kindle = h.defineSeries('kindle-unlimited', amex, 'monthly', 'subscription', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    h.add(amex, dayInMonth(y, m, 2), 'AMAZON WEB SERVICES AWS.AMAZON.COWA', -r.centsFromDollars(3, 19), {
      series: aws,
    });
    h.add(
      amex,
      dayInMonth(y, m, 11),
      'GOOGLE *Google One      g.co/helppay#CA',
      ym < '2025-10' ? -299 : -999,
      {
        series: googleOne,
      },
    );
    h.add(
      amex,
      dayInMonth(y, m, 31),
      'ADOBE  *ADOBE           408-536-6000  CA',
      ym < '2025-06' ? -2299 : -2499,
      {
        series: adobe,
      },
    );
    h.add(
      amex,
      dayInMonth(y, m, 15),
      `VERIZON WRLS P${r.digits(4)}-01 800-922-0204  GA`,
      -r.centsFromDollars(121, 139),
      {
        series: verizon,
      },
    );
    h.add(amex, dayInMonth(y, m, 7), `KINDLE SVCS*${r.alnum(9)} 888-802-3080  WA`, -1199, { series: kindle });
  }
  for (const d of [
    '2024-12-09',
    '2025-03-09',
    '2025-06-09',
    '2025-09-09',
    '2025-12-09',
    '2026-03-09',
    '2026-06-09',
    '2026-09-09',
  ])
    h.add(amex, d, 'SIRIUSXM RADIO INC      888-635-5144  NY', d < '2026-01' ? -5_397 : -5_997, {
      series: sirius,
    });
  for (const d of ['2025-01-23', '2025-07-23', '2026-01-23', '2026-07-23'])
    h.add(amex, d, 'GEICO  *AUTO           800-841-3000  DC', d < '2026' ? -61_140 : -66_880, {
      series: geico,
    });
  for (const d of ['2025-04-30', '2026-04-30'])
    h.add(amex, d, 'ANNUAL MEMBERSHIP FEE', -9500, { fee: 'annual_card' });
  h.add(amex, '2025-05-19', 'Interest Charge on Pay Over Time Purchases', -1_882, { fee: 'interest' });
  h.add(amex, '2025-09-14', 'PAYMENT RECEIVED - THANK YOU', 30_000);
  h.add(amex, '2025-11-02', 'AMAZON WEB SERVICES AWS.AMAZON.COWA', 500);
  scatter(h, amex, r, 1.1, [
    { make: () => `WHOLEFDS SVL 10${r.digits(3)}     COLUMBUS            OH`, lo: 15, hi: 140, weight: 3 },
    { make: () => `TST* NORTHSTAR CAFE - SHORT N COLUMBUS OH`, lo: 22, hi: 88, weight: 1.5 },
    {
      make: () => `LYFT   *RIDE ${['MON', 'TUE', 'FRI', 'SAT'][r.int(0, 3)]} ${r.int(1, 12)}PM  LYFT.COM CA`,
      lo: 9,
      hi: 34,
      weight: 1,
    },
    { make: () => `HOME DEPOT #38${r.digits(2)}     COLUMBUS            OH`, lo: 12, hi: 260, weight: 1.5 },
    { make: () => `SQ *ONE LINE COFFEE     Columbus            OH`, lo: 4, hi: 12, weight: 1.5 },
    { make: () => `DSW #${r.digits(3)}         COLUMBUS            OH`, lo: 30, hi: 110, weight: 0.5 },
  ]);
  return h;
}
