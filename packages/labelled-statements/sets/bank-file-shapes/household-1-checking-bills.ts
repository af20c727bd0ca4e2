/**
 * Household 1, Chase checking: the two payrolls, the bills and loans paid by ACH and debit card, the card
 * payments (both sides), savings, daycare, the service fee, city water, the babysitter Zelle, one-off Zelle and checks.
 */
import { addDays } from '@tourniquet/domain';
import { dayInMonth, yymmdd } from '../../kit/calendar';
import { MONTHS, lastBizOfMonth, nextBiz, prevBiz } from '../../kit/household';
import type { Columbus } from './household-1-setup';

export function addIncomeAndBills({ r, h, chk, card, amex, ppd }: Columbus): void {
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
}
