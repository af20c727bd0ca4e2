/**
 * Household 1, Amex Blue Cash (charges positive): the subscriptions and bills, the annual fee, interest, and
 * shopping noise.
 */
import { dayInMonth } from '../../kit/calendar';
import { MONTHS, scatter } from '../../kit/household';
import type { Columbus } from './household-1-setup';

export function addAmex({ r, h, amex }: Columbus): void {
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
}
