/**
 * Household 3: a freelance designer, Raleigh NC. Bank of America checking (its CSV with the summary block
 * above the rows and a running balance), a Navy Federal Visa downloaded as QFX (OFX 1.02 SGML, NAME cut at 32
 * characters), a Citi Double Cash (Status, Date, Description, Debit, Credit: credits printed negative) and a
 * USAA savings account as QIF (M/D/YY dates, 1,234.56 amounts).
 */
import { addDays } from '@tourniquet/domain';
import { dayInMonth, mmdd, ESTIMATED_TAX_DUE_DATES } from '../../kit/calendar';
import { Household, MONTHS, nextBiz, scatter } from '../../kit/household';
import { createRng } from '../../kit/random';

export function boaHousehold(seedOffset = 0): Household {
  const r = createRng(4303 + seedOffset);
  const h = new Household(
    'household-3',
    'Freelance designer, Raleigh NC. Bank of America checking in BofA\'s CSV with its summary block ("DES: ID: ' +
      'INDN: CO ID: PPD/CCD/WEB" ACH text, "CHECKCARD mmdd ... <23-digit ref>", "Zelle payment to ... for \\"...\\"; ' +
      'Conf# ...", "BKOFAMERICA ATM mm/dd #... WITHDRWL"), a Navy Federal Visa as QFX (NAME cut at 32 characters, ' +
      'the rest in MEMO), a Citi Double Cash (Debit/Credit columns, credits negative) and a USAA savings as QIF. ' +
      'A fixed monthly client retainer (income) beside irregular Stripe payouts with the same ACH shape, rent by ' +
      'Zelle to a property manager (a bill, a rise), Duke Energy, Dominion gas and Raleigh water (variable), AT&T ' +
      'Fiber (a rise), BCBS NC health premium (January rises), IRS estimated taxes on the IRS dates (quarterly, ' +
      'variable), federal student loan paused six months, a monthly transfer to USAA savings (both sides), savings ' +
      'interest (income), two card payments (both sides). NFCU card: Figma (a rise), Adobe, ChatGPT, Notion (a ' +
      'rise), Google Workspace (a rise), Midjourney (ended), Dropbox annual, Squarespace annual, Canva annual. ' +
      'Citi: Netflix, Spotify, Crunch dues and its annual fee (subscription), Peloton app, iCloud, Patreon, ' +
      'Headspace annual, T-Mobile. Fees: BofA monthly maintenance, overdraft item fees naming the item, an ' +
      'international transaction fee on the debit card, a non-BofA ATM fee, an incoming wire fee, Citi interest ' +
      '("INTEREST CHARGED TO STANDARD PURCH"), Citi foreign transaction fees on a Lisbon trip, a late fee, an NFCU ' +
      'cash advance fee. Not fees: an overdraft fee refund, ATM withdrawals, USAA interest, the NCDMV service fee, ' +
      'a COFFEE roaster.',
  );
  const chk = h.account('bofa-checking.csv', 'depository', { subtype: 'checking', format: 'boa-checking' });
  const nfcu = h.account('navyfed-visa.qfx', 'credit', { subtype: 'credit card', format: 'ofx-card' });
  const citi = h.account('citi-double-cash.csv', 'credit', { subtype: 'credit card', format: 'citi-card' });
  const usaa = h.account('usaa-savings.qif', 'depository', { subtype: 'savings', format: 'qif-bank' });
  const des = (co: string, what: string, id: string, coId: string, sec: string) =>
    `${co} DES:${what} ID:${id} INDN:NAIR, PRIYA CO ID:${coId} ${sec}`;
  const checkcard = (d: string, text: string) => `CHECKCARD ${mmdd(d)} ${text} 2446${r.digits(19)}`;

  const retainer = h.defineSeries('retainer', chk, 'monthly', 'income', false);
  const rent = h.defineSeries('rent-zelle', chk, 'monthly', 'bill', true);
  const duke = h.defineSeries('duke-energy', chk, 'monthly', 'bill', false);
  const gas = h.defineSeries('dominion-gas', chk, 'monthly', 'bill', false);
  const water = h.defineSeries('raleigh-water', chk, 'monthly', 'bill', false);
  const att = h.defineSeries('att-fiber', chk, 'monthly', 'bill', true);
  const bcbs = h.defineSeries('bcbs-nc', chk, 'monthly', 'bill', true);
  const loan = h.defineSeries('student-loan', chk, 'monthly', 'loan', true);
  const toUsaa = h.defineSeries('usaa-out', chk, 'monthly', 'transfer', true);
  const fromBofa = h.defineSeries('usaa-in', usaa, 'monthly', 'transfer', true);
  const usaaInterest = h.defineSeries('usaa-interest', usaa, 'monthly', 'income', false);
  const citiOut = h.defineSeries('citi-pay-out', chk, 'monthly', 'transfer', false);
  const citiIn = h.defineSeries('citi-pay-in', citi, 'monthly', 'transfer', false);
  const nfcuOut = h.defineSeries('nfcu-pay-out', chk, 'monthly', 'transfer', false);
  const nfcuIn = h.defineSeries('nfcu-pay-in', nfcu, 'monthly', 'transfer', false);
  let saved = 850_000;
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    const d1 = nextBiz(dayInMonth(y, m, 1));
    h.add(chk, d1, des('BRIGHTLEAF MEDIA', 'PAYMENTS', `ST-${r.alnum(10)}`, '1562288841', 'CCD'), 450_000, {
      series: retainer,
    });
    const rentDay = dayInMonth(y, m, 1) < '2024-11-21' ? '' : dayInMonth(y, m, r.int(1, 3));
    const month = new Date(`${ym}-01T00:00:00Z`).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
    if (rentDay)
      h.add(
        chk,
        rentDay,
        `Zelle payment to OAK CITY PROPERTY MGMT for "${month} rent"; Conf# ${r.alnum(9).toLowerCase()}`,
        ym < '2025-08' ? -142_500 : -149_500,
        {
          series: rent,
        },
      );
    const dDay = nextBiz(dayInMonth(y, m, 19));
    const hot = m >= 6 && m <= 9;
    h.add(
      chk,
      dDay,
      des('DUKE ENERGY', 'BILL PAY', r.digits(10), 'XXXXX64191', 'WEB'),
      -r.centsFromDollars(hot ? 140 : 72, hot ? 230 : 128),
      { series: duke },
    );
    const cold = m <= 3 || m >= 11;
    const gDay = nextBiz(dayInMonth(y, m, 8));
    h.add(
      chk,
      gDay,
      des('DOMINION ENERGY NC', 'UTIL PYMT', r.digits(12), '1560399101', 'WEB'),
      -r.centsFromDollars(cold ? 60 : 19, cold ? 140 : 34),
      { series: gas },
    );
    const wDay = nextBiz(dayInMonth(y, m, 26));
    h.add(
      chk,
      wDay,
      des('CITY OF RALEIGH', 'UTILITY', r.digits(9), '1566000271', 'PPD'),
      -r.centsFromDollars(44, 83),
      {
        series: water,
      },
    );
    const aDay = nextBiz(dayInMonth(y, m, 14));
    h.add(
      chk,
      aDay,
      des('ATT', 'Payment', r.digits(15), '9864031004', 'PPD'),
      ym < '2025-04' ? -6500 : -7000,
      { series: att },
    );
    const bDay = nextBiz(dayInMonth(y, m, 5));
    h.add(
      chk,
      bDay,
      des('BCBS NC', 'PREMIUM', r.digits(9), '1560894904', 'PPD'),
      ym < '2025-01' ? -48_813 : ym < '2026-01' ? -52_977 : -57_030,
      {
        series: bcbs,
      },
    );
    if (!(ym >= '2025-06' && ym <= '2025-11'))
      h.add(
        chk,
        nextBiz(dayInMonth(y, m, 23)),
        des('DEPT EDUCATION', 'STUDENT LN', r.digits(10), '0000000200', 'PPD'),
        -26_840,
        { series: loan },
      );
    const tDay = nextBiz(dayInMonth(y, m, 10));
    const amount = ym < '2025-06' ? 60_000 : 75_000;
    h.add(chk, tDay, des('USAA FSB', 'TRANSFER', r.digits(8), '1742045112', 'PPD'), -amount, {
      series: toUsaa,
    });
    h.add(usaa, tDay, 'BANK OF AMERICA TRANSFER ***4417', amount, { series: fromBofa });
    saved += amount;
    h.add(
      usaa,
      dayInMonth(y, m, 31) > '2026-11-20' ? '2026-11-20' : dayInMonth(y, m, 31),
      'INTEREST PAID',
      Math.max(4, Math.round((saved * 0.0009) / 12) + r.int(0, 5)),
      {
        series: usaaInterest,
      },
    );
    if (ym >= '2024-12') {
      const cDay = nextBiz(dayInMonth(y, m, 17));
      const cAmt = r.centsFromDollars(300, 1100);
      h.add(chk, cDay, des('CITI AUTOPAY', 'PAYMENT', r.digits(15), 'CITICARDAP', 'WEB'), -cAmt, {
        series: citiOut,
      });
      h.add(citi, cDay, `AUTOPAY ${r.digits(15)}RAUTOPAY AUTO-PMT`, cAmt, { series: citiIn });
      const nDay = nextBiz(dayInMonth(y, m, 24));
      const nAmt = r.centsFromDollars(240, 700);
      h.add(chk, nDay, des('NAVY FEDERAL', 'CC PAYMENT', r.digits(9), '1540612312', 'WEB'), -nAmt, {
        series: nfcuOut,
      });
      h.add(nfcu, nDay, 'PAYMENT RECEIVED - THANK YOU', nAmt, { series: nfcuIn });
    }
    if (['2025-02', '2025-05', '2026-01', '2026-08'].includes(ym))
      h.add(
        chk,
        dayInMonth(y, m, 28) <= '2026-11-20' ? dayInMonth(y, m, 28) : '2026-11-20',
        'Monthly Maintenance Fee',
        -1200,
        { fee: 'monthly_maintenance' },
      );
  }
  // IRS estimated payments on the IRS dates (quarterly, amounts vary).
  const irs = h.defineSeries('irs-estimated', chk, 'quarterly', 'bill', false);
  for (const d of ESTIMATED_TAX_DUE_DATES)
    h.add(
      chk,
      d,
      des('IRS', 'USATAXPYMT', `27${r.digits(13)}`, '3387702000', 'CCD'),
      -r.centsFromDollars(2400, 4100),
      {
        series: irs,
      },
    );
  // Stripe payouts: irregular, same ACH shape as the retainer.
  for (let d = '2024-12-04'; d <= '2026-11-18'; d = addDays(d, r.int(3, 34)))
    h.add(
      chk,
      nextBiz(d),
      des('STRIPE', 'TRANSFER', `ST-${r.alnum(12)}`, '4270465600', 'CCD'),
      r.centsFromDollars(180, 3900),
    );
  h.add(
    chk,
    '2025-12-19',
    des('BRIGHTLEAF MEDIA', 'PAYMENTS', `ST-${r.alnum(10)}`, '1562288841', 'CCD'),
    120_000,
  );
  // Fees and not-fees.
  h.add(chk, '2025-03-11', checkcard('2025-03-10', 'HARRIS TEETER #0123 RALEIGH NC'), -9_412);
  h.add(
    chk,
    '2025-03-11',
    'OVERDRAFT ITEM FEE FOR ACTIVITY OF 03-11 CHECKCARD 0310 HARRIS TEETER #0123 POSTING DATE 03-11-25 POSTING SEQ 00003',
    -1000,
    {
      fee: 'overdraft',
    },
  );
  h.add(chk, '2025-03-14', 'Overdraft Item Fee Refund', 1000);
  h.add(
    chk,
    '2026-07-24',
    'OVERDRAFT ITEM FEE FOR ACTIVITY OF 07-23 ELECTRONIC TRANSACTION POSTING DATE 07-24-26 POSTING SEQ 00002',
    -1000,
    {
      fee: 'overdraft',
    },
  );
  for (const [d, text, c] of [
    ['2026-05-11', 'PASTELARIA BENARD LISBOA PRT', -1_460],
    ['2026-05-12', 'PINGO DOCE LISBOA PRT', -3_922],
  ] as const) {
    h.add(chk, d, checkcard(d, text), c);
    h.add(chk, d, `INTERNATIONAL TRANSACTION FEE`, -Math.round(-c * 0.03), { fee: 'foreign_transaction' });
  }
  h.add(chk, '2026-05-13', `BKOFAMERICA ATM 05/13 #00000${r.digits(4)} WITHDRWL LISBOA PRT`, -10_000);
  for (const d of ['2025-04-19', '2025-10-25', '2026-08-22']) {
    h.add(chk, d, `WITHDRWL ${mmdd(d)} 5 POINTS ATM RALEIGH NC 0000${r.digits(4)}`, -r.pick([4000, 6000]));
    h.add(chk, d, 'ATM FEE - NON-BANK OF AMERICA ATM', -350, { fee: 'atm' });
  }
  for (const d of ['2025-01-18', '2025-07-05', '2026-02-14', '2026-10-10'])
    h.add(
      chk,
      d,
      `BKOFAMERICA ATM ${d.slice(5, 7)}/${d.slice(8, 10)} #00000${r.digits(4)} WITHDRWL GLENWOOD AVE RALEIGH NC`,
      -r.pick([6000, 10000]),
    );
  h.add(
    chk,
    '2025-08-20',
    `WIRE TYPE:WIRE IN DATE:250820 TIME:1102 ET TRN:2025082000${r.digits(6)} ORIG:NORDIC TYPE CO ID:${r.digits(8)}`,
    640_000,
  );
  h.add(chk, '2025-08-20', 'WIRE TRANSFER FEE', -1500, { fee: 'wire' });
  h.add(chk, '2025-09-09', checkcard('2025-09-08', 'NCDMV ONLINE SERVICE FEE RALEIGH NC'), -300);
  h.add(chk, '2025-09-09', checkcard('2025-09-08', 'NCDMV VEHICLE REGISTRATION RALEIGH NC'), -3_875);
  scatter(h, chk, r, 0.8, [
    { make: (d) => checkcard(d, `HARRIS TEETER #0${r.digits(3)} RALEIGH NC`), lo: 14, hi: 160, weight: 3 },
    { make: (d) => checkcard(d, `JUBALA COFFEE RALEIGH NC`), lo: 4, hi: 12, weight: 2 },
    {
      make: (d) => `PURCHASE ${mmdd(d)} SHEETZ ${r.digits(4)} RALEIGH NC`,
      lo: 25,
      hi: 58,
      weight: 1.5,
    },
    { make: (d) => checkcard(d, `BOTTEGA COFFEE ROASTERS DURHAM NC`), lo: 5, hi: 16, weight: 0.6 },
  ]);

  // Navy Federal Visa (QFX).
  const figma = h.defineSeries('figma', nfcu, 'monthly', 'subscription', true);
  const adobe = h.defineSeries('adobe', nfcu, 'monthly', 'subscription', true);
  const chatgpt = h.defineSeries('chatgpt', nfcu, 'monthly', 'subscription', true);
  const notion = h.defineSeries('notion', nfcu, 'monthly', 'subscription', true);
  const gws = h.defineSeries('google-workspace', nfcu, 'monthly', 'subscription', true);
  const midjourney = h.defineSeries('midjourney', nfcu, 'monthly', 'subscription', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    h.add(nfcu, dayInMonth(y, m, 6), 'FIGMA MONTHLY RENEWAL FIGMA.COM CA', ym < '2025-03' ? -1500 : -1600, {
      series: figma,
    });
    h.add(
      nfcu,
      dayInMonth(y, m, 18),
      'ADOBE *CREATIVE CLOUD ADOBE.LY/ENUS SAN JOSE CA',
      ym < '2025-07' ? -5999 : -6999,
      { series: adobe },
    );
    if (ym >= '2025-02')
      h.add(nfcu, dayInMonth(y, m, 27), 'OPENAI *CHATGPT SUBSCR OPENAI.COM SAN FRANCISCO CA', -2000, {
        series: chatgpt,
      });
    h.add(
      nfcu,
      dayInMonth(y, m, 9),
      'NOTION LABS, INC. NOTION.SO SAN FRANCISCO CA',
      ym < '2025-05' ? -1000 : -1200,
      { series: notion },
    );
    h.add(
      nfcu,
      dayInMonth(y, m, 1),
      `GOOGLE *WORKSPACE_NAIRSTUDIO CC@GOOGLE.COM CA`,
      ym < '2025-04' ? -1400 : -1680,
      { series: gws },
    );
    if (ym <= '2025-08')
      h.add(nfcu, dayInMonth(y, m, 20), 'MIDJOURNEY INC. MIDJOURNEY.COM CA', -3000, { series: midjourney });
  }
  const dropbox = h.defineSeries('dropbox', nfcu, 'annual', 'subscription', true);
  h.add(nfcu, '2025-02-11', `DROPBOX*${r.alnum(8)} DROPBOX.COM CA`, -11_988, { series: dropbox });
  h.add(nfcu, '2026-02-11', `DROPBOX*${r.alnum(8)} DROPBOX.COM CA`, -11_988, { series: dropbox });
  const sqsp = h.defineSeries('squarespace', nfcu, 'annual', 'subscription', true);
  h.add(nfcu, '2025-06-02', `SQSP* WEBSITE #${r.digits(8)} SQUARESPACE.COM NY`, -19_200, { series: sqsp });
  h.add(nfcu, '2026-06-02', `SQSP* WEBSITE #${r.digits(8)} SQUARESPACE.COM NY`, -22_800, { series: sqsp });
  const canva = h.defineSeries('canva', nfcu, 'annual', 'subscription', true);
  h.add(nfcu, '2025-01-29', 'CANVA* I04188-22311 CANVA.COM DE', -11_999, { series: canva });
  h.add(nfcu, '2026-01-29', 'CANVA* I04712-90542 CANVA.COM DE', -11_999, { series: canva });
  h.add(nfcu, '2025-06-22', `SQSP* DOMAIN #${r.digits(8)} SQUARESPACE.COM NY`, -2_000);
  h.add(nfcu, '2025-11-04', 'CASH ADVANCE FEE', -500, { fee: 'other' });
  h.add(nfcu, '2025-11-04', 'CASH ADVANCE NAVY FEDERAL CR UN RALEIGH NC', -20_000);
  scatter(h, nfcu, r, 1.1, [
    { make: () => `AMAZON MKTPL*${r.alnum(9)} AMZN.COM/BILL WA`, lo: 8, hi: 90, weight: 3 },
    { make: () => `BEST BUY 00005${r.digits(3)} RALEIGH NC`, lo: 20, hi: 400, weight: 0.6 },
    { make: () => `TST* POOLE'S DINER RALEIGH NC`, lo: 30, hi: 120, weight: 1 },
    { make: () => `MICHAELS STORES ${r.digits(4)} RALEIGH NC`, lo: 8, hi: 60, weight: 1 },
    { make: () => `UBER *TRIP HELP.UBER.COM CA`, lo: 8, hi: 40, weight: 1 },
  ]);

  // Citi Double Cash.
  const netflix = h.defineSeries('netflix', citi, 'monthly', 'subscription', true);
  const spotify = h.defineSeries('spotify', citi, 'monthly', 'subscription', true);
  const crunch = h.defineSeries('crunch', citi, 'monthly', 'subscription', true);
  const crunchAnnual = h.defineSeries('crunch-annual', citi, 'annual', 'subscription', true);
  const peloton = h.defineSeries('peloton', citi, 'monthly', 'subscription', true);
  const icloud = h.defineSeries('icloud', citi, 'monthly', 'subscription', true);
  const patreon = h.defineSeries('patreon', citi, 'monthly', 'subscription', true);
  const tmobile = h.defineSeries('t-mobile', citi, 'monthly', 'bill', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    h.add(citi, dayInMonth(y, m, 13), 'NETFLIX.COM NETFLIX.COM CA', ym < '2025-02' ? -771 : -899, {
      series: netflix,
    });
    h.add(citi, dayInMonth(y, m, 2), 'SPOTIFY P2F4A1C9B7 STOCKHOLM SE', ym < '2025-07' ? -1199 : -1299, {
      series: spotify,
    });
    h.add(citi, dayInMonth(y, m, 15), 'CRUNCH FITNESS 061 RALEIGH NC', -2999, { series: crunch });
    if (!(ym >= '2025-11' && ym <= '2026-01'))
      h.add(
        citi,
        dayInMonth(y, m, 24),
        'PELOTON* MEMBERSHIP 866-679-9129 NY',
        ym < '2026-02' ? -1299 : -1599,
        {
          series: peloton,
        },
      );
    h.add(citi, dayInMonth(y, m, 30), 'APPLE.COM/BILL 866-712-7753 CA', -299, { series: icloud });
    h.add(citi, dayInMonth(y, m, 1), `PATREON* MEMBERSHIP INTERNET CA`, -700, { series: patreon });
    h.add(
      citi,
      nextBiz(dayInMonth(y, m, 21)),
      `T-MOBILE*AUTO PAY 800-937-8997 WA`,
      ym < '2025-05' ? -7000 : -7500,
      {
        series: tmobile,
      },
    );
  }
  for (const d of ['2025-04-07', '2026-04-07'])
    h.add(citi, d, 'CRUNCH FITNESS ANNUAL FEE RALEIGH NC', -4999, { series: crunchAnnual });
  const headspace = h.defineSeries('headspace', citi, 'annual', 'subscription', true);
  h.add(citi, '2025-01-08', 'HEADSPACE.COM SANTA MONICA CA', -6999, { series: headspace });
  h.add(citi, '2026-01-08', 'HEADSPACE.COM SANTA MONICA CA', -6999, { series: headspace });
  for (const d of ['2025-02-20', '2025-03-20', '2025-10-20', '2026-03-20'])
    h.add(citi, d, 'INTEREST CHARGED TO STANDARD PURCH', -r.centsFromDollars(14, 52), { fee: 'interest' });
  h.add(citi, '2025-03-19', 'LATE FEE - PAYMENT DUE ON 03/17', -3000, { fee: 'late' });
  for (const [d, text, c] of [
    ['2026-05-10', 'TAP AIR PORTUGAL LISBOA', -24_500],
    ['2026-05-11', 'HOTEL BAIRRO ALTO LISBOA', -61_200],
    ['2026-05-13', 'TIME OUT MARKET LISBOA', -4_830],
  ] as const) {
    h.add(citi, d, text, c);
    h.add(citi, d, 'FOREIGN TRANSACTION FEE', -Math.round(-c * 0.03), { fee: 'foreign_transaction' });
  }
  h.add(citi, '2025-06-12', 'NETFLIX.COM NETFLIX.COM CA', 899);
  for (const d of ['2025-02-25', '2025-09-14', '2026-06-30'])
    h.add(citi, d, 'APPLE.COM/BILL 866-712-7753 CA', -r.pick([199, 499, 1299]));
  scatter(h, citi, r, 1.1, [
    { make: () => `HARRIS TEETER #0${r.digits(3)} RALEIGH NC`, lo: 14, hi: 170, weight: 3 },
    { make: () => `LOWES FOODS #${r.digits(3)} RALEIGH NC`, lo: 12, hi: 120, weight: 1.5 },
    { make: () => `JUBALA COFFEE RALEIGH NC`, lo: 4, hi: 12, weight: 2 },
    { make: () => `SHEETZ ${r.digits(4)} RALEIGH NC`, lo: 25, hi: 60, weight: 1.5 },
    { make: () => `TARGET 00024${r.digits(3)} RALEIGH NC`, lo: 10, hi: 150, weight: 1.5 },
    { make: () => `SQ *LA FARM BAKERY CARY NC`, lo: 6, hi: 30, weight: 1 },
    { make: () => `FOREIGN CINEMA RALEIGH NC`, lo: 12, hi: 28, weight: 0.2 },
  ]);
  h.add(citi, '2025-09-02', 'CHIPOTLE 2204 RALEIGH NC', -1299);

  // USAA savings (QIF): withdrawals for tax payments.
  h.add(usaa, '2025-04-11', 'USAA FUNDS TRANSFER DB TO BANK OF AMERICA', -300_000);
  h.add(usaa, '2026-04-10', 'USAA FUNDS TRANSFER DB TO BANK OF AMERICA', -350_000);
  h.add(chk, '2025-04-11', des('USAA FSB', 'TRANSFER', r.digits(8), '1742045112', 'PPD'), 300_000);
  h.add(chk, '2026-04-10', des('USAA FSB', 'TRANSFER', r.digits(8), '1742045112', 'PPD'), 350_000);
  return h;
}
