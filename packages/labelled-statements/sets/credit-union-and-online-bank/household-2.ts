/**
 * credit-union-and-online-bank, household 2: Maeve O'Sullivan and Tom Haskell of Portland, Maine (README, "Household 2"): an online
 * bank's checking and savings in the plain CSV shape, an Amex card in Amex's own export shape.
 */
import { dayInMonth, lastBusinessDayOfMonth } from '../../kit/calendar';
import { Household, prevBiz, scatter, type Shop } from '../../kit/household';
import { createRng } from '../../kit/random';
import { MONTHS_6, WINDOW, draft, every } from './window';

export function osullivanHaskellHousehold(seedOffset = 0): Household {
  const r = createRng(6202 + seedOffset);
  const h = new Household(
    'household-2',
    "Maeve O'Sullivan and Tom Haskell, Portland ME: an online bank (plain CSV) and an Amex; semi-monthly pay " +
      'with a raise, weekly variable pay, rent by bill pay, two Spectrum products under one name, annual ' +
      "renter's insurance x3, yacht club dues every six months x3; on the Amex two Google plans on one text, a " +
      'newspaper re-worded, a seasonal weekly CSA share, biweekly physical therapy that ended, Hulu paused and ' +
      "back; the online bank's few fees under odd names.",
    { window: WINDOW },
  );
  const chk = h.account('harborline-checking.csv', 'depository', { subtype: 'checking' });
  const sav = h.account('harborline-savings.csv', 'depository', { subtype: 'savings' });
  const amex = h.account('amex-gold.csv', 'credit', { subtype: 'credit card', format: 'amex' });

  const maeve = h.defineSeries('maeve-pay', chk, 'semi_monthly', 'income', true, true);
  const rent = h.defineSeries('rent', chk, 'monthly', 'bill', true, true);
  const cmp = h.defineSeries('cmp', chk, 'monthly', 'bill', false, true);
  const gas = h.defineSeries('summit-gas', chk, 'monthly', 'bill', false, true);
  const internet = h.defineSeries('spectrum-internet', chk, 'monthly', 'bill', true, true);
  const mobile = h.defineSeries('spectrum-mobile', chk, 'monthly', 'bill', true, true);
  const student = h.defineSeries('student-loan', chk, 'monthly', 'loan', true, true);
  const amexOut = h.defineSeries('amex-payment-out', chk, 'monthly', 'transfer', false, true);
  const amexIn = h.defineSeries('amex-payment-in', amex, 'monthly', 'transfer', false, true);
  const saveOut = h.defineSeries('savings-out', chk, 'monthly', 'transfer', true, true);
  const saveIn = h.defineSeries('savings-in', sav, 'monthly', 'transfer', true, true);
  const interest = h.defineSeries('savings-interest', sav, 'monthly', 'income', false, true);
  for (const [y, m] of MONTHS_6) {
    for (const d of [prevBiz(dayInMonth(y, m, 15)), lastBusinessDayOfMonth(dayInMonth(y, m, 1))])
      h.add(chk, d, 'HARBORLINE DESIGN LLC PAYROLL PPD', d >= '2025-07-01' ? 331_800 : 312_450, {
        series: maeve,
      });
    const first = dayInMonth(y, m, 1);
    h.add(chk, first, 'BILL PAY BAYSIDE PROPERTY MGMT', first >= '2025-06-01' ? -192_500 : -185_000, {
      series: rent,
    });
    h.add(chk, draft(y, m, 12), 'CENTRAL MAINE POWER CMP EBILL', -r.cents(6_800, 21_000), { series: cmp });
    const winter = m >= 11 || m <= 3;
    h.add(
      chk,
      draft(y, m, 18),
      'SUMMIT NATURAL GAS OF ME WEB PMT',
      winter ? -r.cents(12_000, 26_000) : -r.cents(2_500, 6_500),
      { series: gas },
    );
    const i = draft(y, m, 8);
    h.add(chk, i, 'SPECTRUM ONLINE PMT', i >= '2026-02-01' ? -8_499 : -7_999, { series: internet });
    h.add(chk, draft(y, m, 21), 'SPECTRUM ONLINE PMT', -6_000, { series: mobile });
    h.add(chk, draft(y, m, 25), 'NELNET STUDENT LN PAYMENT', -21_437, { series: student });
    const owed = r.cents(120_000, 340_000);
    const p = draft(y, m, 12);
    h.add(chk, p, `AMERICAN EXPRESS ACH PMT M${r.digits(5)}`, -owed, { series: amexOut });
    h.add(amex, p, 'AUTOPAY PAYMENT - THANK YOU', owed, { series: amexIn });
    const s = draft(y, m, 2);
    h.add(chk, s, 'TRANSFER TO SAVINGS XXXX4410', -40_000, { series: saveOut });
    h.add(sav, s, 'TRANSFER FROM CHECKING XXXX2291', 40_000, { series: saveIn });
    h.add(sav, dayInMonth(y, m, 31), 'INTEREST PAID', r.cents(3_100, 5_900), { series: interest });
  }
  // Tom, every Friday, by the hours the yard had.
  const tom = h.defineSeries('tom-pay', chk, 'weekly', 'income', false, true);
  for (const d of every('2024-09-06', 7)) {
    if (['2024-12-27', '2025-07-04', '2026-01-02'].includes(d)) continue;
    h.add(chk, d, 'BOATWORKS OF CASCO BAY PAYROLL', r.cents(78_000, 121_000), { series: tom });
  }
  const renters = h.defineSeries('renters-insurance', chk, 'annual', 'bill', true, true);
  for (const [d, c] of [
    ['2024-09-14', -16_800],
    ['2025-09-16', -18_300],
    ['2026-09-14', -18_300],
  ] as const)
    h.add(chk, d, 'ASSURANT RENTERS INS PREM', c, { series: renters });
  const yacht = h.defineSeries('yacht-club-dues', chk, 'semi_annual', 'subscription', true, true);
  for (const [d, c] of [
    ['2025-11-03', -42_500],
    ['2026-05-04', -45_000],
    ['2026-11-02', -45_000],
  ] as const)
    h.add(chk, d, 'BILL PAY PORTLAND YACHT CLUB', c, { series: yacht });

  // Money moved back from savings now and then; the bank's charges under its own names.
  for (const d of [
    '2025-01-21',
    '2025-01-27',
    '2025-04-14',
    '2025-08-05',
    '2026-03-09',
    '2026-03-16',
    '2026-03-23',
  ])
    h.add(sav, d, 'TRANSFER TO CHECKING XXXX2291', -r.pick([50_000, 80_000, 100_000]));
  for (const d of ['2025-01-31', '2026-03-31']) h.add(sav, d, 'EXCESS ACTIVITY', -1_000, { fee: 'other' });
  h.add(chk, '2025-05-19', 'WIRE TO KENNEBUNK SAVINGS BANK', -1_250_000);
  h.add(chk, '2025-05-19', 'OUTGOING WIRE', -2_500, { fee: 'wire' });
  h.add(chk, '2025-10-06', 'STOP PMT REQUEST', -3_000, { fee: 'other' });
  h.add(chk, '2026-06-22', 'CASHIERS CHECK ORDER', -1_000, { fee: 'other' });

  // The Amex.
  const ytp = h.defineSeries('youtube-premium', amex, 'monthly', 'subscription', true, true);
  const gOne = h.defineSeries('google-one', amex, 'monthly', 'subscription', true, true);
  const paper = h.defineSeries('press-herald', amex, 'monthly', 'subscription', true, true);
  const spotify = h.defineSeries('spotify-duo', amex, 'monthly', 'subscription', true, true);
  const hulu = h.defineSeries('hulu', amex, 'monthly', 'subscription', true, true);
  for (const [y, m] of MONTHS_6) {
    h.add(amex, dayInMonth(y, m, 6), 'GOOGLE *SERVICES G.CO/HELPPAY# CA', -1_399, { series: ytp });
    h.add(amex, dayInMonth(y, m, 24), 'GOOGLE *SERVICES G.CO/HELPPAY# CA', -299, { series: gOne });
    const p = dayInMonth(y, m, 9);
    h.add(
      amex,
      p,
      p >= '2025-06-01' ? 'MAINETODAY MEDIA*PPH SUB 207-791-6000 ME' : 'PORTLAND PRESS HERALD DIGITAL',
      p >= '2026-01-01' ? -1_799 : -1_599,
      {
        series: paper,
      },
    );
    const sp = dayInMonth(y, m, 27);
    h.add(amex, sp, 'SPOTIFY USA 877-778-1161 NY', sp >= '2025-09-01' ? -1_699 : -1_499, { series: spotify });
    const hu = dayInMonth(y, m, 15);
    if (hu < '2025-03-01' || hu >= '2025-09-01')
      h.add(amex, hu, 'HULU 877-8244858 CA', -1_899, { series: hulu });
  }
  // The CSA share every Thursday from June to October; the farm stand sells other things too.
  const csa = h.defineSeries('csa-share', amex, 'weekly', 'subscription', true);
  for (const d of every('2024-09-05', 7)) {
    const month = Number(d.slice(5, 7));
    if (month < 6 || month > 10 || d === '2025-07-03') continue;
    h.add(amex, d, 'SQ *GOOD SHEPHERD FARM', d >= '2026-01-01' ? -3_800 : -3_500, { series: csa });
  }
  for (const d of [
    '2024-09-21',
    '2024-10-12',
    '2025-06-14',
    '2025-07-19',
    '2025-08-30',
    '2025-10-11',
    '2026-07-11',
    '2026-09-19',
  ])
    h.add(amex, d, 'SQ *GOOD SHEPHERD FARM', -r.cents(600, 4_200));
  const pt = h.defineSeries('physical-therapy', amex, 'biweekly', 'bill', true, false);
  for (const d of every('2026-01-06', 14, '2026-06-16'))
    h.add(amex, d, 'MMP PHYSICAL THERAPY SCARBOROUGH ME', -4_000, { series: pt });
  h.add(amex, '2025-04-14', 'LATE PAYMENT FEE', -4_000, { fee: 'late' });
  for (const d of ['2025-01-10', '2026-01-09'])
    h.add(amex, d, 'ANNUAL MEMBERSHIP FEE', -32_500, { fee: 'annual_card' });

  const shops: Shop[] = [
    { make: () => `HANNAFORD #${r.pick(['8291', '8240'])} PORTLAND ME`, lo: 20, hi: 190, weight: 4 },
    { make: () => `AMAZON MKTPL*${r.code(9)} AMZN.COM/BILL WA`, lo: 9, hi: 140, weight: 3 },
    {
      make: () => r.pick(['EVENTIDE OYSTER CO', 'DUCKFAT', 'BISSELL BROTHERS', 'TANDEM COFFEE']),
      lo: 6,
      hi: 120,
      weight: 2,
    },
    { make: () => `IRVING OIL ${r.digits(4)} PORTLAND ME`, lo: 30, hi: 80 },
    { make: () => 'LL BEAN FREEPORT ME', lo: 30, hi: 250 },
  ];
  scatter(h, amex, r, 6, shops, WINDOW.from, WINDOW.to);
  return h;
}
