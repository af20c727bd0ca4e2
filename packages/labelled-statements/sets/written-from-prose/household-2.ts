/**
 * written-from-prose, household 2: Marisol Vega of San Antonio and her mobile dog-grooming business (README, "Household
 * 2"): business checking as a QIF download, personal checking in the tidy shape, a Capital One Spark card.
 */
import { addDays, type IsoDate } from '@tourniquet/domain';
import { dayInMonth, lastBusinessDayOfMonth, yymmdd } from '../../kit/calendar';
import { Household, nextBiz, scatter, type Shop } from '../../kit/household';
import { createRng } from '../../kit/random';
import { MONTHS_5, WINDOW, draft, every, priceOn } from './window';

export function vegaHousehold(seedOffset = 0): Household {
  const r = createRng(5202 + seedOffset);
  const h = new Household(
    'household-2',
    'Marisol Vega, San Antonio TX: mobile dog grooming; Square deposits, a vet retainer, owner draws that step up, ' +
      'van loan, a van bay paid by cheque, plan-named monthly charges; personal rent by Zelle, stepping savings, ' +
      'a card payment re-worded, SiriusXM re-priced and re-worded, AAA annual x3; weekly laundry on the card.',
    { window: WINDOW },
  );
  const biz = h.account('frost-business.qif', 'depository', { subtype: 'checking', format: 'qif-bank' });
  const home = h.account('frost-personal.csv', 'depository', { subtype: 'checking' });
  const spark = h.account('capitalone-spark.csv', 'credit', {
    subtype: 'credit card',
    format: 'capital-one',
  });

  // Square deposits most weekdays, varying.
  for (const d of every('2024-06-03', 1)) {
    const dow = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (dow === 0 || dow === 6 || r.chance(0.2)) continue;
    h.add(biz, d, `SQUARE INC SQ${yymmdd(d)} L${r.code(10)}`, r.cents(9_000, 61_000), { memo: 'CCD' });
  }
  // The vet clinic's retainer on the 5th; up in September 2025.
  const retainer = h.defineSeries('vet-retainer', biz, 'monthly', 'income', true, true);
  // Owner draws on the 1st and 15th, both sides; raised twice.
  const drawOut = h.defineSeries('draw-out', biz, 'semi_monthly', 'transfer', true, true);
  const drawIn = h.defineSeries('draw-in', home, 'semi_monthly', 'transfer', true, true);
  const drawSteps: [IsoDate, number][] = [
    ['2024-06-01', 150_000],
    ['2025-03-01', 180_000],
    ['2026-01-01', 200_000],
  ];
  const vanLoan = h.defineSeries('van-loan', biz, 'monthly', 'loan', true, true);
  const bay = h.defineSeries('van-bay-cheques', biz, 'monthly', 'bill', true, true);
  let cheque = 5008;
  for (const [y, m] of MONTHS_5) {
    const vetDay = draft(y, m, 5);
    h.add(
      biz,
      vetDay,
      `PAWS AND CLAWS VET DEPOSIT ${r.digits(6)}`,
      vetDay >= '2025-09-01' ? 95_000 : 85_000,
      {
        series: retainer,
      },
    );
    for (const day of [1, 15]) {
      const d = draft(y, m, day);
      const amount = priceOn(d, drawSteps);
      const ref = `IB0${r.code(7)}`;
      h.add(biz, d, `ONLINE TRANSFER REF #${ref} TO EVERYDAY CHECKING XXXXXX4471`, -amount, {
        series: drawOut,
      });
      h.add(home, d, `ONLINE TRANSFER REF #${ref} FROM BUSINESS CHECKING XXXXXX0923`, amount, {
        series: drawIn,
      });
    }
    h.add(biz, draft(y, m, 17), `ALLY BANK AUTO PMT ${r.digits(9)}`, -61_240, { series: vanLoan });
    // The bay's rent: a cheque on the 1st, cashed within the week; supplier cheques between.
    const num = String(cheque++);
    h.add(biz, nextBiz(addDays(dayInMonth(y, m, 1), r.int(1, 6))), `CHECK ${num}`, -32_500, {
      series: bay,
      check: num,
    });
    for (let k = r.int(0, 2); k > 0; k--) {
      const other = String(cheque++);
      h.add(biz, nextBiz(dayInMonth(y, m, r.int(8, 27))), `CHECK ${other}`, -r.cents(4_000, 48_000), {
        check: other,
      });
    }
  }
  // The plan's monthly charge in months below the minimum balance (the text names the plan, not "fee").
  for (const [y, m] of [
    [2024, 8],
    [2024, 12],
    [2025, 1],
    [2025, 6],
    [2025, 11],
    [2026, 2],
    [2026, 7],
  ] as const)
    h.add(biz, lastBusinessDayOfMonth(dayInMonth(y, m, 1)), 'SIMPLE BUSINESS CHECKING', -1_600, {
      fee: 'monthly_maintenance',
    });
  h.add(biz, '2025-04-09', 'WIRE OUT SHEAR MAGIC SUPPLY INC', -185_000);
  h.add(biz, '2025-04-09', 'OUTGOING WIRE FEE', -3_000, { fee: 'wire' });
  h.add(biz, '2025-01-30', 'OVERDRAFT ITEM FEE', -3_500, { fee: 'overdraft' });
  h.add(biz, '2026-02-26', 'OVERDRAFT ITEM FEE', -3_500, { fee: 'overdraft' });
  h.add(biz, '2026-05-04', 'IRS USATAXPYMT', -r.cents(80_000, 150_000));

  // Spark card: towels washed every Monday (up in June 2025); van insurance every six months.
  const laundry = h.defineSeries('laundry', spark, 'weekly', 'bill', true, true);
  for (const d of every('2024-06-03', 7)) {
    if (d === '2024-12-23' || d === '2025-12-29' || d === '2026-07-06') continue;
    h.add(spark, d, 'SQ *RIVERWALK WASH N FOLD', d >= '2025-06-01' ? -4_500 : -4_200, { series: laundry });
  }
  const insurance = h.defineSeries('van-insurance', spark, 'semi_annual', 'bill', true, true);
  for (const [d, cents] of [
    ['2024-07-02', 68_400],
    ['2025-01-02', 68_400],
    ['2025-07-02', 73_100],
    ['2026-01-02', 73_100],
    ['2026-07-02', 75_800],
  ] as const)
    h.add(spark, d, 'PROGRESSIVE *COMM AUTO 800-776-4737 OH', -cents, { series: insurance });
  const workspace = h.defineSeries('workspace', spark, 'monthly', 'subscription', true, true);
  const booking = h.defineSeries('moego', spark, 'monthly', 'subscription', true, true);
  const phone = h.defineSeries('verizon', spark, 'monthly', 'bill', true, true);
  const sparkPaid = h.defineSeries('spark-payment', spark, 'monthly', 'transfer', false, true);
  const sparkAutopay = h.defineSeries('spark-autopay', biz, 'monthly', 'transfer', false, true);
  for (const [y, m] of MONTHS_5) {
    const w = dayInMonth(y, m, 1);
    h.add(spark, w, 'GOOGLE *GSUITE_sudstails', w >= '2025-04-01' ? -840 : -720, { series: workspace });
    h.add(spark, dayInMonth(y, m, 12), 'MOEGO INC', -4_900, { series: booking });
    h.add(spark, dayInMonth(y, m, 24), 'VERIZON*RECURRING PAY', -8_500, { series: phone });
    const owed = r.cents(40_000, 160_000);
    const d = draft(y, m, 20);
    h.add(spark, d, 'CAPITAL ONE ONLINE PYMT', owed, { series: sparkPaid });
    h.add(biz, d, `CAPITAL ONE CRCARDPMT ${r.digits(12)}`, -owed, { series: sparkAutopay });
  }
  const supplies: Shop[] = [
    { make: () => `CHEWY.COM 800-672-4399 FL`, lo: 30, hi: 240, weight: 2 },
    { make: () => `PETSMART # ${r.pick(['0571', '2240'])}`, lo: 12, hi: 90, weight: 2 },
    { make: () => `SHELL OIL ${r.digits(11)}`, lo: 45, hi: 110, weight: 3 },
    { make: () => `HOME DEPOT #${r.pick(['6558', '0578'])}`, lo: 15, hi: 160 },
    { make: () => `AMAZON.COM*${r.code(9)}`, lo: 10, hi: 120 },
  ];
  scatter(h, spark, r, 5, supplies, WINDOW.from, WINDOW.to);

  // Home: rent by Zelle on the 1st (up in August 2025), savings on the 20th (raised twice).
  const rent = h.defineSeries('rent-zelle', home, 'monthly', 'bill', true, true);
  const toSavings = h.defineSeries('to-savings', home, 'monthly', 'transfer', true, true);
  const discover = h.defineSeries('discover-payment', home, 'monthly', 'transfer', false, true);
  const sirius = h.defineSeries('siriusxm', home, 'monthly', 'subscription', true, true);
  for (const [y, m] of MONTHS_5) {
    const d = dayInMonth(y, m, 1);
    h.add(
      home,
      nextBiz(d),
      `ZELLE TO ORTIZ PROPERTIES ON ${d.slice(5, 7)}/01 REF # PP0${r.code(7)}`,
      d >= '2025-08-01' ? -139_500 : -135_000,
      {
        series: rent,
      },
    );
    const s = draft(y, m, 20);
    const save = priceOn(s, [
      ['2024-06-01', 10_000],
      ['2025-02-01', 15_000],
      ['2025-11-01', 20_000],
    ]);
    h.add(home, s, `ONLINE TRANSFER TO SAVINGS XXXXXX2290 REF #IB0${r.code(7)}`, -save, {
      series: toSavings,
    });
    const p = draft(y, m, 25);
    const text =
      p >= '2025-10-01'
        ? `DISCOVER DES:E-PAYMENT ID:${r.digits(10)} INDN:MARISOL VEGA`
        : 'DISCOVER E-PAYMENT 2290';
    h.add(home, p, text, -r.cents(15_000, 90_000), { series: discover });
    const x = dayInMonth(y, m, 8);
    const siriusText = x >= '2026-02-01' ? 'SXM*SIRIUSXM.COM/ACCT' : 'SIRIUSXM*1-888-635-5144';
    h.add(home, x, `DEBIT CARD PURCHASE ${siriusText}`, x >= '2025-04-01' ? -1_199 : -1_099, {
      series: sirius,
    });
  }
  const aaa = h.defineSeries('aaa', home, 'annual', 'subscription', true, true);
  for (const [d, cents] of [
    ['2024-09-12', 7_200],
    ['2025-09-12', 7_200],
    ['2026-09-14', 7_900],
  ] as const)
    h.add(home, d, 'DEBIT CARD PURCHASE AAA TEXAS MEMBERSHIP', -cents, { series: aaa });
  const life: Shop[] = [
    {
      make: () => `DEBIT CARD PURCHASE H-E-B #${r.pick(['411', '086'])} SAN ANTONIO TX`,
      lo: 20,
      hi: 150,
      weight: 4,
    },
    {
      make: () =>
        `DEBIT CARD PURCHASE ${r.pick(['TACO CABANA', 'WHATABURGER', 'LA GLORIA', 'CURRY BOYS BBQ'])}`,
      lo: 8,
      hi: 60,
      weight: 3,
    },
    { make: () => `DEBIT CARD PURCHASE CVS/PHARMACY #${r.digits(5)}`, lo: 6, hi: 55 },
    { make: () => `ATM WITHDRAWAL ${r.digits(6)} 1 ALAMO PLAZA`, lo: 40, hi: 100 },
  ];
  scatter(h, home, r, 4, life, WINDOW.from, WINDOW.to);
  return h;
}
