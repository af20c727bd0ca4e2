/**
 * written-from-prose, household 3: Harold and June Whitcombe, retired in Asheville (README, "Household 3"): credit union
 * checking as an OFX download (cheque numbers in CHECKNUM), a Citi card in Citi's own export shape.
 */
import { addDays, type IsoDate } from '@tourniquet/domain';
import { dayInMonth } from '../../kit/calendar';
import { Household, nextBiz, prevBiz, scatter, type Shop } from '../../kit/household';
import { createRng } from '../../kit/random';
import { MONTHS_5, WINDOW, draft, every, nthWeekday, priceOn } from './window';

export function whitcombeHousehold(seedOffset = 0): Household {
  const r = createRng(5303 + seedOffset);
  const h = new Household(
    'household-3',
    'Harold and June Whitcombe, Asheville NC, retired: two Social Security deposits with January COLAs, a fixed ' +
      'pension, long-term-care insurance annual x3, condo HOA semi-annual x2, two Medicare supplement premiums ' +
      'on one text, two cheque payees, plan-named monthly charges; Citi card with YouTube TV, two Google One ' +
      'plans, a re-worded newspaper, a weekly bread share and biweekly physical therapy that ended.',
    { window: WINDOW },
  );
  const chk = h.account('secu-checking.qfx', 'depository', { subtype: 'checking', format: 'ofx-bank' });
  const citi = h.account('citi-costco.csv', 'credit', { subtype: 'credit card', format: 'citi-card' });

  const ssHarold = h.defineSeries('ss-harold', chk, 'monthly', 'income', true, true);
  const ssJune = h.defineSeries('ss-june', chk, 'monthly', 'income', true, true);
  const pension = h.defineSeries('pension', chk, 'monthly', 'income', true, true);
  const dividend = h.defineSeries('dividend', chk, 'monthly', 'income', false, true);
  const medHarold = h.defineSeries('medsupp-harold', chk, 'monthly', 'bill', true, true);
  const medJune = h.defineSeries('medsupp-june', chk, 'monthly', 'bill', true, true);
  const duke = h.defineSeries('duke', chk, 'monthly', 'bill', false, true);
  const water = h.defineSeries('water', chk, 'monthly', 'bill', false, true);
  const cell = h.defineSeries('consumer-cellular', chk, 'monthly', 'bill', true, true);
  const autopay = h.defineSeries('citi-autopay', chk, 'monthly', 'transfer', false, true);
  const citiPaid = h.defineSeries('citi-payment', citi, 'monthly', 'transfer', false, true);
  const housekeeper = h.defineSeries('housekeeper-cheques', chk, 'monthly', 'bill', true, true);
  const church = h.defineSeries('church-cheques', chk, 'monthly', 'bill', true, true);
  const cola = (d: IsoDate, base: number[]) =>
    priceOn(d, [
      ['2024-06-01', base[0]!],
      ['2025-01-01', base[1]!],
      ['2026-01-01', base[2]!],
    ]);
  const rerate = (d: IsoDate, base: number[]) =>
    priceOn(d, [
      ['2024-06-01', base[0]!],
      ['2025-06-01', base[1]!],
      ['2026-06-01', base[2]!],
    ]);
  let cheque = 3302;
  for (const [y, m] of MONTHS_5) {
    const h3 = nthWeekday(y, m, 3, 3);
    const j2 = nthWeekday(y, m, 3, 2);
    h.add(chk, j2, 'SSA TREAS 310 XXSOC SEC', cola(j2, [140_200, 143_700, 147_700]), { series: ssJune });
    h.add(chk, h3, 'SSA TREAS 310 XXSOC SEC', cola(h3, [218_400, 223_900, 230_100]), { series: ssHarold });
    h.add(chk, prevBiz(dayInMonth(y, m, 25)), 'NC RETIREMENT SYS PENSION', 181_244, { series: pension });
    h.add(chk, dayInMonth(y, m, 31), 'DIVIDEND', r.cents(112, 380), { series: dividend });
    const first = draft(y, m, 1);
    h.add(chk, first, 'UHC AARP MEDSUPP PREM', -rerate(first, [21_450, 22_975, 24_130]), {
      series: medHarold,
    });
    h.add(chk, first, 'UHC AARP MEDSUPP PREM', -rerate(first, [18_810, 20_140, 21_290]), { series: medJune });
    h.add(chk, draft(y, m, 9), `DUKE ENERGY PROGRESS BILL PAY ${r.digits(8)}`, -r.cents(7_400, 26_800), {
      series: duke,
    });
    h.add(chk, draft(y, m, 20), 'CITY OF ASHEVILLE WATER', -r.cents(3_900, 8_800), { series: water });
    h.add(chk, draft(y, m, 14), 'CONSUMER CELLULAR INC', -4_500, { series: cell });
    // Church on the first Sunday, housekeeper on the third Friday; each cashed a day to four later.
    const sunday = nthWeekday(y, m, 0, 1);
    const churchNo = String(cheque++);
    h.add(chk, nextBiz(addDays(sunday, r.int(1, 4))), `CHECK ${churchNo}`, -25_000, {
      series: church,
      check: churchNo,
    });
    const friday = nthWeekday(y, m, 5, 3);
    const keeperNo = String(cheque++);
    h.add(chk, nextBiz(addDays(friday, r.int(1, 4))), `CHECK ${keeperNo}`, -32_000, {
      series: housekeeper,
      check: keeperNo,
    });
    if (r.chance(0.3)) {
      const other = String(cheque++);
      h.add(
        chk,
        nextBiz(dayInMonth(y, m, r.int(5, 12))),
        `CHECK ${other}`,
        -r.pick([5_000, 10_000, 7_500, 14_260]),
        {
          check: other,
        },
      );
    }
    // Citi autopay on the 27th; in May 2025 it failed and they paid by hand in June.
    if (y === 2025 && m === 5) continue;
    const owed = r.cents(60_000, 240_000);
    const d = draft(y, m, 27);
    h.add(chk, d, `CITI AUTOPAY PAYMENT ${r.digits(9)}`, -owed, { series: autopay });
    h.add(citi, d, 'AUTOPAY 000000000023814RAUTOPAY AUTO-PMT', owed, { series: citiPaid });
  }
  h.add(chk, '2025-06-04', 'CITI CARD ONLINE PAYMENT', -142_318);
  h.add(citi, '2025-06-04', 'ONLINE PAYMENT, THANK YOU', 142_318);
  h.add(citi, '2025-05-28', 'LATE FEE', -3_000, { fee: 'late' });
  h.add(citi, '2025-06-26', 'INTEREST CHARGED ON PURCHASES', -1_843, { fee: 'interest' });

  // Long-term care each August (up in 2026); the condo's HOA in January and July since they moved in.
  const ltc = h.defineSeries('ltc', chk, 'annual', 'bill', true, true);
  for (const [d, cents] of [
    ['2024-08-15', 210_400],
    ['2025-08-15', 210_400],
    ['2026-08-17', 235_600],
  ] as const)
    h.add(chk, d, 'GENWORTH LIFE LTC PREMIUM', -cents, { series: ltc });
  const hoa = h.defineSeries('condo-hoa', chk, 'semi_annual', 'bill', true, true);
  h.add(chk, '2026-01-02', 'BILTMORE PARK CONDO ASSN HOA', -114_000, { series: hoa });
  h.add(chk, '2026-07-01', 'BILTMORE PARK CONDO ASSN HOA', -114_000, { series: hoa });
  h.add(chk, '2025-11-14', 'WIRE OUT BEVERLY-HANKS CLOSING', -4_120_000);
  h.add(chk, '2025-10-30', 'ACH CREDIT FIRST AMERICAN TITLE PROCEEDS', 38_450_000);

  // The credit union: the Classic Checking plan's monthly charge below the minimum; one returned cheque.
  for (const d of ['2024-07-31', '2024-12-31', '2025-05-30', '2025-09-30', '2026-04-30'])
    h.add(chk, d, 'CLASSIC CHECKING MONTHLY CHARGE', -800, { fee: 'monthly_maintenance' });
  h.add(chk, '2025-05-23', 'RETURNED ITEM NSF CHECK 3335', -2_900, { fee: 'insufficient_funds' });

  // Citi card.
  const ytv = h.defineSeries('youtube-tv', citi, 'monthly', 'subscription', true, true);
  const oneHarold = h.defineSeries('google-one-harold', citi, 'monthly', 'subscription', true, true);
  const oneJune = h.defineSeries('google-one-june', citi, 'monthly', 'subscription', true, true);
  const paper = h.defineSeries('citizen-times', citi, 'monthly', 'subscription', true, true);
  for (const [y, m] of MONTHS_5) {
    const t = dayInMonth(y, m, 14);
    h.add(citi, t, 'GOOGLE *YouTubeTV g.co/helppay# CA', t >= '2025-01-01' ? -8_299 : -7_299, {
      series: ytv,
    });
    h.add(citi, dayInMonth(y, m, 9), 'GOOGLE *Google One g.co/helppay# CA', -199, { series: oneHarold });
    h.add(citi, dayInMonth(y, m, 22), 'GOOGLE *Google One g.co/helppay# CA', -999, { series: oneJune });
    const p = dayInMonth(y, m, 4);
    const text = p >= '2025-05-01' ? 'GANNETT*CITIZEN-TIMES 800-933-6397 VA' : 'CITIZEN TIMES DIGITAL SUB';
    h.add(citi, p, text, p >= '2025-11-01' ? -2_199 : -1_999, { series: paper });
  }
  const bread = h.defineSeries('bread-share', citi, 'weekly', 'subscription', true, true);
  for (const d of every('2024-06-01', 7)) {
    if (['2024-11-30', '2025-04-19', '2025-04-26', '2025-12-27', '2026-08-08'].includes(d)) continue;
    h.add(citi, d, 'SQ *WESTVILLE BAKEHOUSE', d >= '2025-10-01' ? -1_500 : -1_400, { series: bread });
  }
  const pt = h.defineSeries('physical-therapy', citi, 'biweekly', 'bill', true, false);
  for (const d of every('2025-03-04', 14, '2025-09-16'))
    h.add(citi, d, 'BLUE RIDGE PHYSICAL THERAP', -4_000, { series: pt });

  const shops: Shop[] = [
    { make: () => `INGLES MARKETS #0${r.pick(['28', '61'])} ASHEVILLE NC`, lo: 20, hi: 160, weight: 4 },
    { make: () => `TRADER JOE S #745 ASHEVILLE NC`, lo: 15, hi: 90, weight: 2 },
    { make: () => `WALGREENS #${r.pick(['3456', '10421'])}`, lo: 5, hi: 70 },
    { make: () => `CIRCLE K ${r.digits(5)} ASHEVILLE NC`, lo: 25, hi: 55 },
    {
      make: () => r.pick(['CURATE ASHEVILLE', 'RHUBARB', 'BISCUIT HEAD', 'SUNNY POINT CAFE']),
      lo: 25,
      hi: 140,
      weight: 2,
    },
    { make: () => `MALAPROP'S BOOKSTORE`, lo: 12, hi: 60 },
  ];
  scatter(h, citi, r, 5, shops, WINDOW.from, WINDOW.to);
  return h;
}
