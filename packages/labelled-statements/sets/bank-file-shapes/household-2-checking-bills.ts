/**
 * Household 2, Wells Fargo checking and savings: the two payrolls, the mortgage and bills, Netflix and YouTube TV
 * on the debit card, the Way2Save transfer and interest, both card payments, the service fee, home insurance, the
 * HOA checks and the house cleaner by Zelle.
 */
import { addDays } from '@tourniquet/domain';
import { dayInMonth, mmSlashDd } from '../../kit/calendar';
import { MONTHS, lastBizOfMonth, nextBiz, prevBiz } from '../../kit/household';
import type { Tampa } from './household-2-setup';

export function addIncomeAndBills({ r, h, chk, sav, cap, disc, ach, recurring }: Tampa): void {
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
}
