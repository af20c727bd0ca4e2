/**
 * written-from-prose, household 1: the Okafor-Lindqvists of Minneapolis (README, "Household 1"), on Chase checking and a
 * Chase Freedom card, each in Chase's own export shape. Written from the prose alone.
 */
import { addDays, type IsoDate } from '@tourniquet/domain';
import { dayInMonth, mmdd } from '../../kit/calendar';
import { Household, lastBizOfMonth, nextBiz, scatter, type Shop } from '../../kit/household';
import { createRng } from '../../kit/random';
import { MONTHS_5, WINDOW, draft, every, nthWeekday, priceOn } from './window';

export function okaforHousehold(seedOffset = 0): Household {
  const r = createRng(5101 + seedOffset);
  const h = new Household(
    'household-1',
    'Okafor-Lindqvist family, Minneapolis MN: nurse paid biweekly with January step raises, teacher paid monthly, ' +
      'mortgage, piano lessons by cheque, weekly meal kit and biweekly counselling on the card, three Apple ' +
      'subscriptions, Costco annual x3, a game store burst that is not a series, Sweden trip fees.',
    { window: WINDOW },
  );
  const chk = h.account('chase-checking.csv', 'depository', {
    subtype: 'checking',
    format: 'chase-checking',
  });
  const card = h.account('chase-freedom.csv', 'credit', { subtype: 'credit card', format: 'chase-card' });
  const ppd = (co: string, what: string, id: string) => `${co} ${what} PPD ID: ${id}`;

  // Adaeze: every other Friday, union step raises each January.
  const nursePay = h.defineSeries('nurse-pay', chk, 'biweekly', 'income', true, true);
  const nurseSteps: [IsoDate, number][] = [
    ['2024-06-01', 231_844],
    ['2025-01-10', 240_217],
    ['2026-01-09', 248_995],
  ];
  for (const d of every('2024-06-07', 14))
    h.add(chk, d, ppd('HENNEPIN HEALTHCA', 'DIR DEP', '9416005123'), priceOn(d, nurseSteps), {
      series: nursePay,
      type: 'ACH_CREDIT',
    });
  h.add(chk, '2025-12-12', ppd('HENNEPIN HEALTHCA', 'DIR DEP', '9416005123'), 150_000, {
    type: 'ACH_CREDIT',
  });

  // Erik: last business day, new contract from September 2025.
  const teacherPay = h.defineSeries('teacher-pay', chk, 'monthly', 'income', true, true);
  for (const [y, m] of MONTHS_5) {
    const d = lastBizOfMonth(y, m);
    const cents = d >= '2025-09-01' ? 406_133 : 390_512;
    h.add(chk, d, ppd('MPLS PUBLIC SCHOO', 'PAYROLL', '1416002911'), cents, { series: teacherPay });
  }

  // Fixed mortgage on the 1st; property tax in May and October, up each year.
  const mortgage = h.defineSeries('mortgage', chk, 'monthly', 'loan', true, true);
  const propertyTax = h.defineSeries('property-tax', chk, 'semi_annual', 'bill', true, true);
  const xcel = h.defineSeries('xcel', chk, 'monthly', 'bill', false, true);
  const savings = h.defineSeries('to-savings', chk, 'monthly', 'transfer', true, true);
  const autopay = h.defineSeries('card-autopay', chk, 'monthly', 'transfer', false, true);
  const cardPaid = h.defineSeries('card-payment', card, 'monthly', 'transfer', false, true);
  const balances: Record<string, number> = {};
  for (const [y, m] of MONTHS_5) {
    h.add(chk, draft(y, m, 1), ppd('ROCKET MORTGAGE', 'LOAN PMT', '3382719940'), -218_450, {
      series: mortgage,
    });
    h.add(chk, draft(y, m, 13), ppd('XCEL ENERGY-NSP', 'XCELENERGY', '4410055180'), -r.cents(6_800, 24_500), {
      series: xcel,
    });
    const toSavings = priceOn(dayInMonth(y, m, 5), [
      ['2024-06-01', 40_000],
      ['2025-03-01', 50_000],
      ['2026-01-01', 65_000],
    ]);
    const transfer = r.digits(8);
    h.add(chk, draft(y, m, 5), `Online Transfer to SAV ...5521 transaction#: ${transfer}`, -toSavings, {
      series: savings,
      type: 'ACCT_XFER',
    });
    const owed = r.cents(180_000, 410_000);
    balances[`${y}-${m}`] = owed;
    const payDay = draft(y, m, 22);
    h.add(chk, payDay, ppd('CHASE CREDIT CRD', 'AUTOPAY', '4760039224'), -owed, { series: autopay });
    h.add(card, payDay, 'AUTOMATIC PAYMENT - THANK', owed, { series: cardPaid, type: 'Payment' });
    if (m === 5 || m === 10) {
      const tax = y === 2024 ? 234_100 : y === 2025 ? 241_200 : 249_800;
      h.add(chk, nextBiz(dayInMonth(y, m, 15)), 'HENNEPIN CTY PROP TAX WEB PMT', -tax, {
        series: propertyTax,
      });
    }
  }

  // Piano by cheque at the first lesson of each month (Monday), deposited 2-6 days later; other cheques between.
  const piano = h.defineSeries('piano-cheques', chk, 'monthly', 'bill', true, true);
  let cheque = 1181;
  for (const [y, m] of MONTHS_5) {
    const written = nthWeekday(y, m, 1, 1);
    const num = String(cheque++);
    h.add(chk, nextBiz(addDays(written, r.int(2, 6))), `CHECK ${num}`, -18_000, {
      series: piano,
      check: num,
    });
    if (r.chance(0.35)) {
      const other = String(cheque++);
      const d = nextBiz(addDays(written, r.int(9, 20)));
      h.add(chk, d, `CHECK ${other}`, -r.pick([2_500, 4_000, 6_000, 18_500, 31_275, 12_000]), {
        check: other,
      });
    }
  }

  // Chase fees: the monthly service fee twice, out-of-network ATM fees.
  h.add(chk, '2025-02-28', 'MONTHLY SERVICE FEE', -1_500, {
    fee: 'monthly_maintenance',
    type: 'FEE_TRANSACTION',
  });
  h.add(chk, '2026-03-31', 'MONTHLY SERVICE FEE', -1_500, {
    fee: 'monthly_maintenance',
    type: 'FEE_TRANSACTION',
  });
  for (const d of ['2024-09-14', '2025-04-05', '2025-10-18', '2026-06-27']) {
    h.add(chk, d, `NON-CHASE ATM WITHDRAW ${mmdd(d)} 1402 NICOLLET MALL MINNEAPOLIS MN`, -6_000, {
      type: 'ATM',
    });
    h.add(chk, d, 'NON-CHASE ATM FEE-WITH', -300, { fee: 'atm', type: 'FEE_TRANSACTION' });
  }
  for (const d of every('2024-06-03', 9)) {
    if (r.chance(0.25))
      h.add(
        chk,
        d,
        `Zelle payment to ${r.pick(['Sofia H', 'Mark D', 'Ingrid L'])} JPM99${r.code(7)}`,
        -r.cents(1_500, 9_000),
        { type: 'QUICKPAY_DEBIT' },
      );
  }

  // Card: Home Chef every Tuesday from September 2024, a few skipped weeks; up in April 2025.
  const homeChef = h.defineSeries('home-chef', card, 'weekly', 'subscription', true, true);
  for (const d of every('2024-09-03', 7)) {
    if (['2024-12-24', '2024-12-31', '2025-06-10', '2025-07-15', '2025-07-22', '2026-03-03'].includes(d))
      continue;
    h.add(card, d, 'HOMECHEF.COM 872-2228420 IL', d >= '2025-04-01' ? -7_794 : -7_194, { series: homeChef });
  }
  // Counselling co-pay every other Thursday since February 2025; two sessions skipped.
  const counselling = h.defineSeries('counselling', card, 'biweekly', 'bill', true, true);
  for (const d of every('2025-02-06', 14)) {
    if (d === '2025-08-14' || d === '2026-04-23') continue;
    h.add(card, d, 'SQ *NORTH LOOP COUNSELI', -3_500, { series: counselling });
  }

  // Apple: three subscriptions on one text, and app purchases now and then.
  const icloud = h.defineSeries('apple-icloud', card, 'monthly', 'subscription', true, true);
  const tv = h.defineSeries('apple-tv', card, 'monthly', 'subscription', true, true);
  const arcade = h.defineSeries('apple-arcade', card, 'monthly', 'subscription', true, true);
  const spotify = h.defineSeries('spotify', card, 'monthly', 'subscription', true, true);
  const gym = h.defineSeries('life-time', card, 'monthly', 'subscription', true, true);
  const mpr = h.defineSeries('mpr', card, 'monthly', 'subscription', true, true);
  const apple = 'APPLE.COM/BILL 866-712-7753 CA';
  for (const [y, m] of MONTHS_5) {
    h.add(card, dayInMonth(y, m, 3), apple, -299, { series: icloud });
    const tvDay = dayInMonth(y, m, 19);
    h.add(card, tvDay, apple, tvDay >= '2025-08-01' ? -1_299 : -999, { series: tv });
    const arcadeDay = dayInMonth(y, m, 26);
    if (arcadeDay >= '2025-02-01') h.add(card, arcadeDay, apple, -699, { series: arcade });
    if (r.chance(0.5))
      h.add(card, dayInMonth(y, m, r.int(1, 28)), apple, -r.pick([99, 199, 499, 999, 1_999, 2_999]));
    const spotDay = dayInMonth(y, m, 11);
    h.add(card, spotDay, 'SPOTIFY USA', spotDay >= '2025-08-01' ? -1_999 : -1_699, { series: spotify });
    const gymDay = dayInMonth(y, m, 1);
    h.add(card, gymDay, 'LIFE TIME MO DUES 952-229-7000 MN', gymDay >= '2026-02-01' ? -19_900 : -18_900, {
      series: gym,
    });
    h.add(card, dayInMonth(y, m, 16), 'MPR*SUSTAINING MEMBER', -1_500, { series: mpr });
  }

  // Costco executive membership every August, three times; shopping there in between.
  const costco = h.defineSeries('costco-membership', card, 'annual', 'subscription', true, true);
  for (const d of ['2024-08-09', '2025-08-08', '2026-08-10'])
    h.add(card, d, 'COSTCO *ANNUAL RENEWAL 800-774-2678 WA', -13_000, { series: costco });
  // Nintendo: varied purchases, and the two big releases at one price a year apart (not a series).
  for (const d of [
    '2024-07-19',
    '2024-11-29',
    '2025-01-24',
    '2025-06-06',
    '2025-10-03',
    '2026-05-15',
    '2026-08-21',
  ])
    h.add(card, d, `NINTENDO CA${r.digits(7)} 800-255-3700 WA`, -r.pick([499, 1_999, 2_999, 3_999, 4_999]));
  h.add(card, '2025-03-20', `NINTENDO CA${r.digits(7)} 800-255-3700 WA`, -6_999);
  h.add(card, '2026-03-19', `NINTENDO CA${r.digits(7)} 800-255-3700 WA`, -6_999);

  // Sweden, July 2025: each purchase abroad draws a 3% foreign transaction fee the same day.
  const abroad = [
    'ICA NARA SKEPPSBRON STOCKHOLM',
    'SJ AB STOCKHOLM',
    'ESPRESSO HOUSE GOTEBORG',
    'VASAMUSEET STOCKHOLM',
    'COOP GOTEBORG',
  ];
  for (const [i, d] of [
    '2025-07-07',
    '2025-07-08',
    '2025-07-10',
    '2025-07-13',
    '2025-07-16',
    '2025-07-18',
  ].entries()) {
    const cents = r.cents(1_800, 14_000);
    h.add(card, d, abroad[i % abroad.length]!, -cents);
    h.add(card, d, 'FOREIGN TRANSACTION FEE', -Math.round(cents * 0.03), {
      fee: 'foreign_transaction',
      type: 'Fee',
    });
  }

  const shops: Shop[] = [
    { make: () => `COSTCO WHSE #0378 ST LOUIS PARK MN`, lo: 80, hi: 320 },
    { make: () => `LUNDS&BYERLYS ${r.pick(['EDINA', 'UPTOWN'])} MN`, lo: 18, hi: 140, weight: 3 },
    { make: () => `CUB FOODS #${r.pick(['1640', '1602'])} MINNEAPOLIS MN`, lo: 25, hi: 180, weight: 2 },
    { make: () => `TARGET 0000${r.pick(['1287', '2010'])} MINNEAPOLIS MN`, lo: 9, hi: 160, weight: 2 },
    { make: () => `HOLIDAY STATIONSTORE ${r.digits(4)}`, lo: 30, hi: 70, weight: 2 },
    { make: () => `AMAZON MKTPL*${r.code(9)}`, lo: 8, hi: 95, weight: 2 },
    {
      make: () => r.pick(['BRASA ROTISSERIE', 'PIZZERIA LOLA', 'SPOON AND STABLE', 'TST* BLACK SHEEP PIZZA']),
      lo: 22,
      hi: 130,
    },
    { make: () => `MINNEAPOLIS PARKING ${r.digits(5)}`, lo: 3, hi: 18 },
  ];
  scatter(h, card, r, 7, shops, WINDOW.from, WINDOW.to);
  return h;
}
