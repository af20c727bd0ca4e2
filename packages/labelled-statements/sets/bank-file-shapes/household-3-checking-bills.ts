/** Household 3's Bank of America checking income, bills and transfers: the retainer, rent by Zelle, utilities, premiums, the student loan, USAA and card payments (both sides), maintenance fees, IRS estimates and Stripe payouts. */
import { addDays } from '@tourniquet/domain';
import { dayInMonth, ESTIMATED_TAX_DUE_DATES } from '../../kit/calendar';
import { MONTHS, nextBiz } from '../../kit/household';
import type { Raleigh } from './household-3-setup';

export function addIncomeBillsAndTransfers({ r, h, chk, nfcu, citi, usaa, des }: Raleigh): void {
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
}
