/**
 * credit-union-and-online-bank, household 1: Dale and Priya Kowalczyk-Rao of Ankeny, Iowa (README, "Household 1"): checking and a
 * Visa at one credit union, both as OFX downloads; cheques print as share drafts with only their number.
 */
import { addDays } from '@tourniquet/domain';
import { dayInMonth, lastBusinessDayOfMonth } from '../../kit/calendar';
import { Household, nextBiz, prevBiz, scatter, type Shop } from '../../kit/household';
import { createRng } from '../../kit/random';
import { MONTHS_6, WINDOW, draft, every, nthWeekday, priceOn } from './window';

export function kowalczykRaoHousehold(seedOffset = 0): Household {
  const r = createRng(6101 + seedOffset);
  const h = new Household(
    'household-1',
    'Dale and Priya Kowalczyk-Rao, Ankeny IA: checking and Visa at one credit union (OFX); biweekly pay with ' +
      'raises, semi-monthly hourly pay, a truck loan and a share sweep at the credit union, a utility whose ' +
      'autopay text changed, six-monthly car insurance, violin lessons by share draft; on the Visa a weekly meal ' +
      'kit under the grocer text with a summer pause, a biweekly therapy co-pay, two Apple plans on one text, a ' +
      'gym with its annual fee seen three times, a warehouse club renewal, a streaming service cancelled and ' +
      'back; credit-union fees under their own names.',
    { window: WINDOW },
  );
  const chk = h.account('hpcu-checking.qfx', 'depository', { subtype: 'checking', format: 'ofx-bank' });
  const visa = h.account('hpcu-visa.qfx', 'credit', { subtype: 'credit card', format: 'ofx-card' });

  // Dale, every other Friday; raises each March.
  const dale = h.defineSeries('dale-pay', chk, 'biweekly', 'income', true, true);
  for (const d of every('2024-09-06', 14)) {
    const cents = priceOn(d, [
      ['2024-09-01', 218_344],
      ['2025-03-01', 226_910],
      ['2026-03-01', 233_702],
    ]);
    h.add(chk, d, 'POLK COUNTY REC DIR DEP', cents, { memo: 'PAYROLL', series: dale });
  }
  // Priya, on the 15th and the last business day, by her hours.
  const priya = h.defineSeries('priya-pay', chk, 'semi_monthly', 'income', false, true);
  const loan = h.defineSeries('truck-loan', chk, 'monthly', 'loan', true, true);
  const sweep = h.defineSeries('share-sweep', chk, 'monthly', 'transfer', true, true);
  const dividend = h.defineSeries('dividend', chk, 'monthly', 'income', false, true);
  const energy = h.defineSeries('midamerican', chk, 'monthly', 'bill', false, true);
  const water = h.defineSeries('ankeny-water', chk, 'monthly', 'bill', false, true);
  const visaPay = h.defineSeries('visa-payment-out', chk, 'monthly', 'transfer', false, true);
  const visaPaid = h.defineSeries('visa-payment-in', visa, 'monthly', 'transfer', false, true);
  const violin = h.defineSeries('violin-drafts', chk, 'monthly', 'bill', true, true);
  let draftNo = 1207;
  for (const [y, m] of MONTHS_6) {
    h.add(chk, prevBiz(dayInMonth(y, m, 15)), 'ANKENY FAMILY DENTAL PAYROLL', r.cents(61_000, 98_000), {
      series: priya,
    });
    h.add(
      chk,
      lastBusinessDayOfMonth(dayInMonth(y, m, 1)),
      'ANKENY FAMILY DENTAL PAYROLL',
      r.cents(61_000, 98_000),
      {
        series: priya,
      },
    );
    h.add(chk, draft(y, m, 10), 'LOAN TRANSFER TO LOAN 0012', -48_712, { series: loan });
    h.add(chk, dayInMonth(y, m, 1), 'TRANSFER TO SHARE 0001', -15_000, { series: sweep });
    h.add(chk, dayInMonth(y, m, 31), 'DIVIDEND EARNED', r.cents(14, 236), { series: dividend });
    // MidAmerican moved its autopay to a payment processor in April 2025: nothing of the old text is left.
    const e = draft(y, m, 17);
    const heat =
      m >= 11 || m <= 3
        ? r.cents(16_000, 31_000)
        : m >= 6 && m <= 8
          ? r.cents(11_000, 19_000)
          : r.cents(7_500, 12_000);
    h.add(
      chk,
      e,
      e >= '2025-04-01'
        ? `PAYMENTUS*MAEC UTIL WEB ${r.digits(7)}`
        : `MIDAMERICAN ENERGY ACH PMT ${r.digits(10)}`,
      -heat,
      { series: energy },
    );
    h.add(chk, draft(y, m, 22), 'CITY OF ANKENY UTILITY BILLING', -r.cents(5_400, 9_800), { series: water });
    const owed = r.cents(90_000, 260_000);
    const p = draft(y, m, 20);
    h.add(chk, p, 'TRANSFER TO VISA 0917', -owed, { series: visaPay });
    h.add(visa, p, 'PAYMENT RECEIVED - THANK YOU', owed, { series: visaPaid });
    // Violin: written at the first lesson of the month, cashed within a week.
    const lesson = nthWeekday(y, m, 4, 1);
    const no = String(draftNo++);
    h.add(chk, nextBiz(addDays(lesson, r.int(1, 6))), `SHARE DRAFT ${no}`, -18_000, {
      series: violin,
      check: no,
    });
    if (r.chance(0.35)) {
      const other = String(draftNo++);
      h.add(
        chk,
        nextBiz(dayInMonth(y, m, r.int(8, 26))),
        `SHARE DRAFT ${other}`,
        -r.pick([4_000, 12_500, 18_500, 65_000, 2_500]),
        {
          check: other,
        },
      );
    }
  }
  // Farm Bureau car insurance, January and July; up in July 2025.
  const car = h.defineSeries('farm-bureau', chk, 'semi_annual', 'bill', true, true);
  for (const d of ['2025-01-15', '2025-07-15', '2026-01-15', '2026-07-15'])
    h.add(chk, d, 'FARM BUREAU FIN SVCS INS PREM', d >= '2025-07-01' ? -67_420 : -61_840, { series: car });

  // The credit union's own charges under its own names.
  for (const d of ['2025-02-19', '2025-08-21', '2026-05-20'])
    h.add(chk, d, 'COURTESY PAY ITEM', -3_000, { fee: 'overdraft' });
  h.add(chk, '2025-11-07', 'NSF RETURN ITEM', -3_000, { fee: 'insufficient_funds' });
  for (const [y, m] of MONTHS_6.slice(0, 6))
    h.add(chk, dayInMonth(y, m, 31), 'STMT PRINT CHG', -300, { fee: 'other' });
  h.add(chk, '2025-12-03', 'CARD EXPEDITE', -2_500, { fee: 'other' });

  // The Visa.
  const mealKit = h.defineSeries('hyvee-meal-kit', visa, 'weekly', 'subscription', true, true);
  for (const d of every('2025-01-06', 7)) {
    if (d >= '2025-06-01' && d <= '2025-08-31') continue;
    if (['2025-03-17', '2025-11-24', '2026-04-06'].includes(d)) continue;
    h.add(visa, d, 'HY-VEE ANKENY 1410 ANKENY IA', d >= '2025-10-01' ? -6_594 : -6_294, { series: mealKit });
  }
  const therapy = h.defineSeries('therapy-copay', visa, 'biweekly', 'bill', true, true);
  for (const d of every('2024-09-04', 14)) {
    if (d === '2025-12-24') continue;
    h.add(visa, d, 'SQ *PRAIRIE COUNSELING ASSOC', -3_500, { series: therapy });
  }
  const icloud = h.defineSeries('icloud', visa, 'monthly', 'subscription', true, true);
  const music = h.defineSeries('apple-music', visa, 'monthly', 'subscription', true, true);
  const netflix = h.defineSeries('netflix', visa, 'monthly', 'subscription', true, true);
  const gym = h.defineSeries('planet-fitness', visa, 'monthly', 'subscription', true, true);
  const peacock = h.defineSeries('peacock', visa, 'monthly', 'subscription', true, true);
  for (const [y, m] of MONTHS_6) {
    h.add(visa, dayInMonth(y, m, 3), 'APPLE.COM/BILL 866-712-7753 CA', -299, { series: icloud });
    const am = dayInMonth(y, m, 19);
    h.add(visa, am, 'APPLE.COM/BILL 866-712-7753 CA', am >= '2025-08-01' ? -1_199 : -1_099, {
      series: music,
    });
    if (r.chance(0.3))
      h.add(
        visa,
        dayInMonth(y, m, r.int(1, 28)),
        'APPLE.COM/BILL 866-712-7753 CA',
        -r.pick([99, 299, 499, 999, 699]),
      );
    const n = dayInMonth(y, m, 11);
    h.add(visa, n, 'NETFLIX.COM 866-579-7172 CA', n >= '2025-01-01' ? -1_799 : -1_549, { series: netflix });
    h.add(visa, dayInMonth(y, m, 17), 'PLANET FITNESS 1841 ANKENY IA', -2_499, { series: gym });
    const pk = dayInMonth(y, m, 26);
    if (pk < '2025-02-01' || pk >= '2025-11-01')
      h.add(visa, pk, 'PEACOCK 9F2A1 PREMIUM', pk >= '2025-11-01' ? -1_099 : -799, { series: peacock });
  }
  const pfAnnual = h.defineSeries('planet-fitness-annual', visa, 'annual', 'subscription', true, true);
  for (const [d, c] of [
    ['2024-09-24', -4_900],
    ['2025-09-29', -4_900],
    ['2026-09-25', -5_900],
  ] as const)
    h.add(visa, d, 'PLANET FITNESS 1841 ANKENY IA', c, { series: pfAnnual });
  const sams = h.defineSeries('sams-plus', visa, 'annual', 'subscription', true, true);
  for (const d of ['2024-10-08', '2025-10-06', '2026-10-09'])
    h.add(visa, d, 'SAMS CLUB MEMBERSHIP RENEWAL', -11_000, { series: sams });

  // Canada in July 2025: each purchase abroad and the card's charge on it.
  for (const [d, text, cents] of [
    ['2025-07-08', 'TIM HORTONS #4412 TORONTO ON', -1_284],
    ['2025-07-09', 'CN TOWER TORONTO ON', -11_460],
    ['2025-07-11', 'LOBLAWS 1002 TORONTO ON', -8_733],
    ['2025-07-13', 'ESSO 7781 KINGSTON ON', -6_120],
    ['2025-07-15', 'CHATEAU LAURIER OTTAWA ON', -54_818],
  ] as const) {
    h.add(visa, d, text, cents);
    h.add(visa, d, 'INTL SVC ASSESSMENT', -Math.round(-cents * 0.01), { fee: 'foreign_transaction' });
  }
  for (const d of ['2025-03-25', '2025-09-25', '2026-02-25'])
    h.add(visa, d, 'PURCHASE INTEREST CHARGE', -r.cents(900, 3_800), { fee: 'interest' });

  const shops: Shop[] = [
    { make: () => 'HY-VEE ANKENY 1410 ANKENY IA', lo: 25, hi: 210, weight: 5 },
    { make: () => 'SAMSCLUB #6432 ANKENY IA', lo: 40, hi: 260, weight: 1 },
    { make: () => `CASEYS #${r.pick(['2231', '3310'])} ANKENY IA`, lo: 8, hi: 70, weight: 2 },
    { make: () => `KUM&GO ${r.pick(['514', '870'])} ANKENY IA`, lo: 30, hi: 75 },
    {
      make: () => r.pick(['JETHRO S BBQ', 'FONG S PIZZA', 'EL BAJIO ANKENY', 'TASTY TACOS']),
      lo: 18,
      hi: 95,
      weight: 2,
    },
    { make: () => `TARGET 00${r.pick(['1841', '2119'])} ANKENY IA`, lo: 10, hi: 180 },
    { make: () => `THEISENS ANKENY IA`, lo: 12, hi: 140 },
  ];
  scatter(h, visa, r, 6, shops, WINDOW.from, WINDOW.to);
  return h;
}
