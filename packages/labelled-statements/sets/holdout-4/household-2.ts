/**
 * Household 2: a family of four, Tampa FL. Wells Fargo checking and Way2Save savings (Wells Fargo's header-less
 * CSV: date, amount, "*", check number, description; newest first), a Capital One Quicksilver card (Transaction
 * Date, Posted Date, Card No., Description, Category, Debit, Credit; ISO dates) and a Discover it card (charges
 * positive: imported with amountSign=positive-out).
 */
import { addDays } from '@tourniquet/domain';
import { dayInMonth, mmSlashDd, yymmdd } from '../../kit/calendar';
import { Household, MONTHS, lastBizOfMonth, nextBiz, prevBiz, scatter } from '../../kit/household';
import { createRng } from '../../kit/random';

// A careful tool maps Wells Fargo's header-less columns by position.
const WELLS_QUERY = { date: '0', amount: '1', description: '4' };

export function wellsHousehold(seedOffset = 0): Household {
  const r = createRng(4202 + seedOffset);
  const h = new Household(
    'household-2',
    "Family of four, Tampa FL. Wells Fargo checking and savings in Wells Fargo's header-less CSV (newest first; " +
      'ACH text "<CO NAME> <DESCR> <YYMMDD> <ID> <NAME>", "PURCHASE AUTHORIZED ON mm/dd ... S<15 digits> CARD 0912", ' +
      '"RECURRING PAYMENT AUTHORIZED ON mm/dd ...", "ZELLE TO ... ON mm/dd REF # ...", "ONLINE TRANSFER ... REF ' +
      '#IB... ON mm/dd/yy", checks with a check number). Capital One Quicksilver (Debit/Credit columns) and Discover ' +
      'it (charges positive). Biweekly hospital pay (fixed, a raise) and semi-monthly county pay (fixed), one ' +
      'expense reimbursement under the payroll text. Mr. Cooper mortgage, TECO electric and Tampa water ' +
      "(variable), Frontier internet (price rise), homeowner's insurance annual, HOA dues quarterly by paper check " +
      '(only "CHECK # nnnn" in the text), Netflix and YouTube TV on the debit card, a house cleaner paid every two ' +
      'weeks by Zelle (price rise), a lawn service biweekly on Discover, Way2Save transfer (both sides) and savings ' +
      'interest (monthly income, cents), two card payments on both sides. Cards: Hulu, Max (price rise), ' +
      'YouTube Premium via Google, SiriusXM, LA Fitness dues and its annual fee (subscription), Progressive monthly, ' +
      'Xfinity Mobile, Spotify, Disney+ via PayPal, Amazon Prime monthly beside Amazon orders, ChatGPT (started ' +
      '2026), Peacock (ended). Fees: Wells monthly service fee, overdraft fees naming the item, a non-Wells ATM fee, ' +
      'a wire service charge, the savings excess-activity fee, Capital One interest and a past-due fee, Discover ' +
      'interest and a late fee. Not fees: "OVERDRAFT PROTECTION FROM SAVINGS" transfers, ATM withdrawals, a fee ' +
      "refund, Discover cashback credits, WAWA COFFEE, the county tax collector's convenience fee.",
  );
  const chk = h.account('wellsfargo-checking.csv', 'depository', {
    subtype: 'checking',
    format: 'wells-fargo',
    query: WELLS_QUERY,
  });
  const sav = h.account('wellsfargo-savings.csv', 'depository', {
    subtype: 'savings',
    format: 'wells-fargo',
    query: WELLS_QUERY,
  });
  const cap = h.account('capitalone-quicksilver.csv', 'credit', {
    subtype: 'credit card',
    format: 'capital-one',
  });
  const disc = h.account('discover-it.csv', 'credit', {
    subtype: 'credit card',
    format: 'discover',
    query: {
      amountSign: 'positive-out',
    },
  });
  const ach = (co: string, descr: string, d: string, id: string) =>
    `${co} ${descr} ${yymmdd(d)} ${id} DANA SMITH`;
  const purchase = (d: string, text: string) =>
    `PURCHASE AUTHORIZED ON ${mmSlashDd(d)} ${text} S${r.digits(15)} CARD 0912`;
  const recurring = (d: string, text: string) =>
    `RECURRING PAYMENT AUTHORIZED ON ${mmSlashDd(d)} ${text} S${r.digits(15)} CARD 0912`;

  const hospital = h.defineSeries('tgh-pay', chk, 'biweekly', 'income', true);
  for (let f = '2024-11-29'; f <= '2026-11-20'; f = addDays(f, 14))
    h.add(
      chk,
      prevBiz(f),
      ach('TAMPA GENERAL HO', 'PAYROLL', prevBiz(f), `XXXXX${r.digits(5)}`),
      f < '2025-10-01' ? 228_412 : 236_955,
      {
        series: hospital,
      },
    );
  h.add(chk, '2025-05-14', ach('TAMPA GENERAL HO', 'PAYROLL', '2025-05-14', 'XXXXX81234'), 31_275);
  const county = h.defineSeries('county-pay', chk, 'semi_monthly', 'income', true);
  for (const [y, m] of MONTHS)
    for (const d of [prevBiz(dayInMonth(y, m, 15)), lastBizOfMonth(y, m)])
      h.add(
        chk,
        d,
        ach('HILLSBOROUGH CO', 'SALARY', d, `${r.digits(9)}`),
        d < '2025-10-01' ? 198_040 : 205_962,
        { series: county },
      );

  const mortgage = h.defineSeries('mr-cooper', chk, 'monthly', 'loan', true);
  const teco = h.defineSeries('teco', chk, 'monthly', 'bill', false);
  const water = h.defineSeries('tampa-water', chk, 'monthly', 'bill', false);
  const frontier = h.defineSeries('frontier', chk, 'monthly', 'bill', true);
  const netflix = h.defineSeries('netflix', chk, 'monthly', 'subscription', true);
  const ytv = h.defineSeries('youtube-tv', chk, 'monthly', 'subscription', true);
  const toSav = h.defineSeries('way2save-out', chk, 'monthly', 'transfer', true);
  const fromChk = h.defineSeries('way2save-in', sav, 'monthly', 'transfer', true);
  const interest = h.defineSeries('savings-interest', sav, 'monthly', 'income', false);
  const capOut = h.defineSeries('capone-pay-out', chk, 'monthly', 'transfer', false);
  const capIn = h.defineSeries('capone-pay-in', cap, 'monthly', 'transfer', false);
  const discOut = h.defineSeries('discover-pay-out', chk, 'monthly', 'transfer', false);
  const discIn = h.defineSeries('discover-pay-in', disc, 'monthly', 'transfer', false);
  let saved = 420_000;
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    const d1 = nextBiz(dayInMonth(y, m, 1));
    h.add(
      chk,
      d1,
      ach('MR. COOPER', 'MORTGAGE', d1, r.digits(10)),
      ym < '2025-03' ? -231_077 : ym < '2026-03' ? -238_512 : -236_104,
      {
        series: mortgage,
      },
    );
    const summer = m >= 5 && m <= 10;
    const tecoDay = nextBiz(dayInMonth(y, m, 16));
    h.add(
      chk,
      tecoDay,
      ach('TECO TAMPA ELEC', 'ELEC BILL', tecoDay, r.digits(12)),
      -r.centsFromDollars(summer ? 190 : 110, summer ? 310 : 165),
      {
        series: teco,
      },
    );
    const wDay = nextBiz(dayInMonth(y, m, 22));
    h.add(chk, wDay, ach('CITY OF TAMPA', 'WEB PMTS', wDay, r.digits(8)), -r.centsFromDollars(58, 97), {
      series: water,
    });
    const fDay = nextBiz(dayInMonth(y, m, 10));
    h.add(
      chk,
      fDay,
      ach('FRONTIER COMMUNIC', 'ONLINE PMT', fDay, r.digits(10)),
      ym < '2025-08' ? -6499 : -7499,
      { series: frontier },
    );
    const nDay = dayInMonth(y, m, 5);
    h.add(chk, nDay, recurring(nDay, 'NETFLIX.COM NETFLIX.COM CA'), ym < '2025-02' ? -2299 : -2499, {
      series: netflix,
    });
    const yDay = dayInMonth(y, m, 28);
    h.add(chk, yDay, recurring(yDay, 'GOOGLE *YouTube TV g.co/helppay# CA'), ym < '2025-01' ? -7299 : -8299, {
      series: ytv,
    });
    const tDay = nextBiz(dayInMonth(y, m, 3));
    const amount = ym < '2025-07' ? 30_000 : 35_000;
    h.add(
      chk,
      tDay,
      `ONLINE TRANSFER REF #IB0${r.alnum(7)} TO WAY2SAVE SAVINGS XXXXXX8812 ON ${mmSlashDd(tDay)}/${tDay.slice(2, 4)}`,
      -amount,
      {
        series: toSav,
      },
    );
    h.add(
      sav,
      tDay,
      `ONLINE TRANSFER REF #IB0${r.alnum(7)} FROM EVERYDAY CHECKING XXXXXX0912 ON ${mmSlashDd(tDay)}/${tDay.slice(2, 4)}`,
      amount,
      {
        series: fromChk,
      },
    );
    saved += amount;
    h.add(
      sav,
      lastBizOfMonth(y, m),
      'INTEREST PAYMENT',
      Math.max(1, Math.round((saved * 0.0001) / 12)) + r.int(0, 3),
      { series: interest },
    );
    if (ym >= '2024-12') {
      const capDay = nextBiz(dayInMonth(y, m, 14));
      const capAmt = r.centsFromDollars(420, 1350);
      h.add(chk, capDay, ach('CAPITAL ONE', 'MOBILE PMT', capDay, r.digits(13)), -capAmt, { series: capOut });
      h.add(cap, capDay, 'CAPITAL ONE MOBILE PYMT', capAmt, { category: 'Payment/Credit', series: capIn });
      const dDay = nextBiz(dayInMonth(y, m, 20));
      const dAmt = r.centsFromDollars(180, 640);
      h.add(chk, dDay, ach('DISCOVER', 'E-PAYMENT', dDay, r.digits(4)), -dAmt, { series: discOut });
      h.add(disc, dDay, 'INTERNET PAYMENT - THANK YOU', dAmt, {
        category: 'Payments and Credits',
        series: discIn,
      });
    }
    if (['2025-02', '2025-06', '2026-01'].includes(ym))
      h.add(chk, lastBizOfMonth(y, m), 'MONTHLY SERVICE FEE', -1000, { fee: 'monthly_maintenance' });
  }
  // Homeowner's insurance, annual, from escrow-free policy paid by ACH.
  const home = h.defineSeries('home-insurance', chk, 'annual', 'bill', true);
  h.add(chk, '2025-04-08', ach('UNIVERSAL PROP', 'INS PREM', '2025-04-08', '0004418823'), -314_200, {
    series: home,
  });
  h.add(chk, '2026-04-08', ach('UNIVERSAL PROP', 'INS PREM', '2026-04-08', '0004418823'), -341_900, {
    series: home,
  });
  // HOA dues by paper check, quarterly on the first week of Jan/Apr/Jul/Oct: only the check number shows.
  const hoa = h.defineSeries('hoa-checks', chk, 'quarterly', 'bill', true);
  let check = 2201;
  for (const [y, m] of MONTHS.filter(([, mm]) => mm % 3 === 1)) {
    const d = nextBiz(dayInMonth(y, m, 3 + r.int(0, 4)));
    h.add(chk, d, `CHECK # ${check}`, y === 2026 ? -31_000 : -28_500, { check: String(check), series: hoa });
    check++;
    if (m === 4) {
      h.add(chk, addDays(d, 9), `CHECK # ${check}`, -r.centsFromDollars(40, 300), { check: String(check) });
      check++;
    }
  }
  // House cleaner every other Thursday by Zelle.
  const cleaner = h.defineSeries('house-cleaner', chk, 'biweekly', 'bill', true);
  for (let d = '2024-11-21'; d <= '2026-11-19'; d = addDays(d, 14)) {
    if (d === '2025-12-25') continue;
    h.add(
      chk,
      d,
      `ZELLE TO GARCIA ROSA ON ${mmSlashDd(d)} REF # WFCT0${r.alnum(6)}`,
      d < '2025-09-01' ? -14_000 : -15_000,
      { series: cleaner },
    );
  }
  h.add(chk, '2025-12-23', `ZELLE TO GARCIA ROSA ON 12/23 REF # WFCT0${r.alnum(6)}`, -10_000);
  // Fees and not-fees on checking.
  h.add(chk, '2025-06-03', purchase('2025-06-02', 'PUBLIX #1234 TAMPA FL'), -16_212);
  h.add(
    chk,
    '2025-06-03',
    'OVERDRAFT FEE FOR A $162.12 PURCHASE - DETAILS: 0602 PUBLIX #1234 TAMPA FL',
    -3500,
    { fee: 'overdraft' },
  );
  h.add(chk, '2025-06-04', 'OVERDRAFT PROTECTION FROM SAVINGS XXXXXX8812', 50_000);
  h.add(sav, '2025-06-04', 'OVERDRAFT PROTECTION TO CHECKING XXXXXX0912', -50_000);
  h.add(chk, '2026-01-13', 'OVERDRAFT FEE FOR A $74.99 RECURRING PAYMENT - DETAILS: 0112 SPECTRUM', -3500, {
    fee: 'overdraft',
  });
  h.add(chk, '2026-01-20', 'OVERDRAFT FEE REFUND', 3500);
  h.add(chk, '2026-01-14', 'OVERDRAFT PROTECTION FROM SAVINGS XXXXXX8812', 30_000);
  h.add(sav, '2026-01-14', 'OVERDRAFT PROTECTION TO CHECKING XXXXXX0912', -30_000);
  h.add(
    chk,
    '2025-10-07',
    `WT FED#07342 JPMORGAN CHASE BAN /FTR/BNF=COASTAL TITLE LLC SRF# ${r.digits(16)} TRN#${r.digits(6)}`,
    -1_250_000,
  );
  h.add(
    chk,
    '2025-10-07',
    `WIRE TRANS SVC CHARGE - SEQUENCE: 251007${r.digits(6)} SRF# ${r.digits(16)} TRN#${r.digits(6)} RFB#`,
    -3000,
    {
      fee: 'wire',
    },
  );
  for (const d of ['2025-03-15', '2025-08-09', '2026-05-30']) {
    h.add(
      chk,
      d,
      `NON-WF ATM WITHDRAWAL AUTHORIZED ON ${mmSlashDd(d)} 4010 W SPRUCE ST TAMPA FL 000${r.digits(5)} ATM ID ${r.digits(4)} CARD 0912`,
      -r.pick([6000, 10000]),
    );
    h.add(chk, d, `NON-WELLS FARGO ATM TRANSACTION FEE`, -250, { fee: 'atm' });
  }
  for (const d of ['2025-01-25', '2025-07-12', '2026-02-07', '2026-09-19'])
    h.add(
      chk,
      d,
      `ATM WITHDRAWAL AUTHORIZED ON ${mmSlashDd(d)} 3801 W KENNEDY BLVD TAMPA FL 000${r.digits(5)} ATM ID ${r.digits(4)} CARD 0912`,
      -r.pick([4000, 8000, 10000]),
    );
  h.add(sav, '2025-09-30', 'SAVINGS EXCESS ACTIVITY FEE', -1500, { fee: 'other' });
  for (const d of ['2025-09-05', '2025-09-12', '2025-09-19', '2025-09-26', '2025-09-29', '2025-09-30'])
    h.add(
      sav,
      d,
      `ONLINE TRANSFER REF #IB0${r.alnum(7)} TO EVERYDAY CHECKING XXXXXX0912 ON ${mmSlashDd(d)}/25`,
      -r.centsFromDollars(100, 400),
    );
  h.add(chk, '2025-11-18', purchase('2025-11-17', 'HILLSBOROUGH TAX COLL CONV FEE TAMPA FL'), -275);
  h.add(chk, '2025-11-18', purchase('2025-11-17', 'HILLSBOROUGH TAX COLL TAMPA FL'), -4_810);
  scatter(h, chk, r, 0.8, [
    {
      make: (d) => purchase(d, `PUBLIX #${r.pick(['1234', '0719', '1502'])} TAMPA FL`),
      lo: 18,
      hi: 210,
      weight: 3,
    },
    { make: (d) => purchase(d, `WAWA ${r.digits(4)} TAMPA FL`), lo: 8, hi: 55, weight: 2 },
    { make: (d) => purchase(d, `WAWA COFFEE #${r.digits(3)} TAMPA FL`), lo: 3, hi: 9, weight: 0.5 },
    { make: (d) => purchase(d, `RACETRAC ${r.digits(4)} BRANDON FL`), lo: 30, hi: 70, weight: 2 },
    { make: (d) => purchase(d, `WALGREENS #${r.digits(5)} TAMPA FL`), lo: 5, hi: 60, weight: 1 },
  ]);
  for (let d = '2024-12-02'; d <= '2026-11-20'; d = addDays(d, r.int(12, 45)))
    h.add(
      chk,
      nextBiz(d),
      `VENMO CASHOUT ${yymmdd(nextBiz(d))} ${r.digits(10)} DANA SMITH`,
      r.centsFromDollars(20, 180),
    );

  // Capital One Quicksilver.
  const hulu = h.defineSeries('hulu', cap, 'monthly', 'subscription', true);
  const max = h.defineSeries('max', cap, 'monthly', 'subscription', true);
  const ytp = h.defineSeries('youtube-premium', cap, 'monthly', 'subscription', true);
  const sxm = h.defineSeries('siriusxm', cap, 'monthly', 'subscription', true);
  const laFit = h.defineSeries('la-fitness', cap, 'monthly', 'subscription', true);
  const laAnnual = h.defineSeries('la-fitness-annual', cap, 'annual', 'subscription', true);
  const progressive = h.defineSeries('progressive', cap, 'monthly', 'bill', true);
  const xfinity = h.defineSeries('xfinity-mobile', cap, 'monthly', 'bill', false);
  const peacock = h.defineSeries('peacock', cap, 'monthly', 'subscription', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    h.add(cap, dayInMonth(y, m, 9), 'HULU 877-8244858 CA', ym < '2025-10' ? -1899 : -1999, {
      category: 'Entertainment',
      series: hulu,
    });
    h.add(cap, dayInMonth(y, m, 21), 'MAX.COM 855-442-6629 NY', ym < '2025-06' ? -1699 : -1849, {
      category: 'Entertainment',
      series: max,
    });
    h.add(cap, dayInMonth(y, m, 14), 'GOOGLE *YouTubePremium g.co/helppay# CA', -2299, {
      category: 'Entertainment',
      series: ytp,
    });
    h.add(cap, dayInMonth(y, m, 6), 'SXM*SIRIUSXM.COM/ACCT 888-635-5144 NY', -1099, {
      category: 'Entertainment',
      series: sxm,
    });
    h.add(cap, dayInMonth(y, m, 1), 'LA FITNESS 949-255-7200 CA', -3999, {
      category: 'Health Care',
      series: laFit,
    });
    h.add(
      cap,
      dayInMonth(y, m, 25),
      `PROGRESSIVE *INSURANCE 800-776-4737 OH`,
      ym < '2025-11' ? -16_844 : -18_211,
      {
        category: 'Insurance',
        series: progressive,
      },
    );
    h.add(cap, dayInMonth(y, m, 18), 'XFINITY MOBILE 888-936-4968 PA', -r.centsFromDollars(68, 94), {
      category: 'Phone/Cable',
      series: xfinity,
    });
    if (ym <= '2025-07')
      h.add(cap, dayInMonth(y, m, 29), `PEACOCK ${r.alnum(5)} PREMIUM NEW YORK NY`, -799, {
        category: 'Entertainment',
        series: peacock,
      });
  }
  for (const d of ['2025-03-15', '2026-03-16'])
    h.add(cap, d, 'LA FITNESS ANNUAL FEE 949-255-7200 CA', -6500, {
      category: 'Health Care',
      series: laAnnual,
    });
  for (const ym of ['2025-01', '2025-02', '2025-09', '2026-02', '2026-03'])
    h.add(cap, `${ym}-23`, 'INTEREST CHARGE:PURCHASES', -r.centsFromDollars(12, 48), {
      category: 'Fee/Interest Charge',
      fee: 'interest',
    });
  h.add(cap, '2025-02-23', 'PAST DUE FEE', -3_900, { category: 'Fee/Interest Charge', fee: 'late' });
  h.add(cap, '2025-07-02', 'HULU 877-8244858 CA', 1899, { category: 'Payment/Credit' });
  scatter(h, cap, r, 1.5, [
    { make: () => `PUBLIX #${r.pick(['1234', '0719'])}`, category: 'Grocery', lo: 20, hi: 230, weight: 3 },
    { make: () => `TARGET T-${r.digits(4)}`, category: 'Merchandise', lo: 10, hi: 160, weight: 2 },
    { make: () => `CHICK-FIL-A #0${r.digits(4)}`, category: 'Dining', lo: 9, hi: 44, weight: 2 },
    { make: () => `STARBUCKS ${r.digits(8)}`, category: 'Dining', lo: 4, hi: 13, weight: 2 },
    { make: () => `SHELL OIL ${r.digits(11)}`, category: 'Gas/Automotive', lo: 30, hi: 72, weight: 2 },
    { make: () => `TST* ULELE`, category: 'Dining', lo: 40, hi: 180, weight: 0.6 },
    { make: () => `AMAZON.COM*${r.alnum(9)}`, category: 'Merchandise', lo: 8, hi: 110, weight: 1.5 },
    { make: () => `THE CHOCOLATE BAR TAMPA`, category: 'Dining', lo: 8, hi: 26, weight: 0.3 },
    { make: () => `LATE NIGHT PIZZA TAMPA`, category: 'Dining', lo: 14, hi: 38, weight: 0.3 },
  ]);
  h.add(cap, '2025-08-21', 'REGAL CITRUS PARK', -1849, { category: 'Entertainment' });

  // Discover it.
  const spotify = h.defineSeries('spotify', disc, 'monthly', 'subscription', true);
  const disney = h.defineSeries('disney-plus', disc, 'monthly', 'subscription', true);
  const prime = h.defineSeries('amazon-prime', disc, 'monthly', 'subscription', true);
  const chatgpt = h.defineSeries('chatgpt', disc, 'monthly', 'subscription', true);
  const lawn = h.defineSeries('lawn-care', disc, 'biweekly', 'bill', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    h.add(disc, dayInMonth(y, m, 12), 'SPOTIFY USA 8777781161 NY', ym < '2025-08' ? -1199 : -1299, {
      category: 'Services',
      series: spotify,
    });
    h.add(disc, dayInMonth(y, m, 3), 'PAYPAL *DISNEYPLUS 4029357733 CA', ym < '2025-10' ? -1599 : -1899, {
      category: 'Services',
      series: disney,
    });
    h.add(disc, dayInMonth(y, m, 30), `AMAZON PRIME*${r.alnum(9)} AMZN.COM/BILLWA`, -1499, {
      category: 'Services',
      series: prime,
    });
    if (ym >= '2026-03')
      h.add(disc, dayInMonth(y, m, 16), 'OPENAI *CHATGPT SUBSCR OPENAI.COM CA', -2000, {
        category: 'Services',
        series: chatgpt,
      });
  }
  for (let d = '2024-11-25'; d <= '2026-11-16'; d = addDays(d, 14)) {
    if (d === '2025-09-08') continue;
    h.add(disc, d, 'SQ *GREENSIDE LAWN CARE Tampa FL', d < '2026-03-01' ? -5_500 : -6_000, {
      category: 'Home Improvement',
      series: lawn,
    });
  }
  for (const ym of ['2025-04', '2026-06'])
    h.add(disc, `${ym}-08`, 'INTEREST CHARGE ON PURCHASES', -r.centsFromDollars(9, 40), {
      category: 'Fees',
      fee: 'interest',
    });
  h.add(disc, '2026-06-08', 'LATE FEE', -4_100, { category: 'Fees', fee: 'late' });
  for (const d of ['2025-03-01', '2025-11-01', '2026-07-01'])
    h.add(disc, d, 'CASHBACK BONUS REDEMPTION PYMT/STMT CRDT', r.centsFromDollars(25, 70), {
      category: 'Awards and Rebate Credits',
    });
  scatter(h, disc, r, 1.0, [
    {
      make: () => `AMZN MKTP US*${r.alnum(9)} AMZN.COM/BILLWA`,
      category: 'Merchandise',
      lo: 8,
      hi: 95,
      weight: 3,
    },
    { make: () => `COSTCO WHSE #1025 TAMPA FL`, category: 'Warehouse Clubs', lo: 50, hi: 320, weight: 1.5 },
    { make: () => `SQ *BREW BUS TAMPA FL`, category: 'Restaurants', lo: 8, hi: 40, weight: 1 },
    { make: () => `TARGET 00012345 TAMPA FL`, category: 'Merchandise', lo: 10, hi: 140, weight: 1.5 },
    {
      make: () => `LOWES #00${r.digits(3)}* TAMPA FL`,
      category: 'Home Improvement',
      lo: 15,
      hi: 240,
      weight: 1,
    },
  ]);
  h.add(disc, '2025-05-16', 'OPENAI *CHATGPT API OPENAI.COM CA', -500, { category: 'Services' });
  return h;
}
