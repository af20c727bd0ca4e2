import { addDays } from '@tourniquet/domain';
import { dayInMonth, mmSlashDd, yymmdd } from '../../kit/calendar';
import { type Household, MONTHS, nextBiz } from '../../kit/household';
import type { Rng } from '../../kit/random';

/**
 * Household 4, bills, loans, subscriptions and card payments on all four accounts: one loop per month,
 * because the rows of the accounts interleave in the rng order; then the annual bills and one-offs.
 */
export function coupleBills(h: Household, r: Rng, chk: string, td: string, bmo: string, san: string): void {
  const recurring = (d: string, text: string) =>
    `RECURRING PAYMENT AUTHORIZED ON ${mmSlashDd(addDays(d, -1))} ${text} S${r.digits(15)} CARD 4410`;

  const zelleOut = h.defineSeries('zelle-to-self-out', chk, 'monthly', 'transfer', false);
  const zelleIn = h.defineSeries('zelle-to-self-in', san, 'monthly', 'transfer', false);
  const lease = h.defineSeries('toyota-lease', chk, 'monthly', 'loan', true);
  const boat = h.defineSeries('boat-loan', chk, 'monthly', 'loan', true);
  const teco = h.defineSeries('teco-electric', chk, 'monthly', 'bill', false);
  const water = h.defineSeries('tampa-water', chk, 'monthly', 'bill', false);
  const spectrum = h.defineSeries('spectrum', chk, 'monthly', 'bill', true);
  const stateFarm = h.defineSeries('state-farm', chk, 'monthly', 'bill', true);
  const netflix = h.defineSeries('netflix', chk, 'monthly', 'subscription', true);
  const tdOut = h.defineSeries('td-payment-out', chk, 'monthly', 'transfer', false);
  const tdIn = h.defineSeries('td-payment-in', td, 'monthly', 'transfer', false);
  const bmoOut = h.defineSeries('bmo-payment-out', chk, 'monthly', 'transfer', false);
  const bmoIn = h.defineSeries('bmo-payment-in', bmo, 'monthly', 'transfer', false);
  const paperMonthly = h.defineSeries('tampa-bay-times-monthly', td, 'monthly', 'subscription', true);
  const peloton = h.defineSeries('peloton', bmo, 'monthly', 'subscription', true);
  const appleOne = h.defineSeries('apple-one', bmo, 'monthly', 'subscription', true);
  const disney = h.defineSeries('disney-plus', td, 'monthly', 'subscription', true);
  const siriusxm = h.defineSeries('siriusxm', td, 'monthly', 'subscription', true);
  const marinaFee = h.defineSeries('marina-slip', td, 'monthly', 'bill', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    const dz = nextBiz(dayInMonth(y, m, 1));
    h.add(chk, dz, `ZELLE TO RIVERA EMILY ON ${mmSlashDd(dz)} REF # PP0${r.alnum(7)}`, -40000, {
      merchant: 'Zelle',
      category: 'Transfer',
      series: zelleOut,
    });
    h.add(san, dz, `ZELLE FROM RIVERA EMILY ${r.alnum(10)}`, 40000, {
      merchant: '',
      category: 'Transfer',
      series: zelleIn,
    });
    h.add(
      chk,
      nextBiz(dayInMonth(y, m, 18)),
      `TOYOTA FINANCIAL TFS PAYMT ${yymmdd(nextBiz(dayInMonth(y, m, 18)))} ${r.digits(9)}`,
      -38922,
      { merchant: 'Toyota Financial Services', category: 'Auto', series: lease },
    );
    h.add(chk, nextBiz(dayInMonth(y, m, 25)), `SE FINANCIAL BOAT LN PMT ${r.digits(10)}`, -31260, {
      merchant: '',
      category: 'Loan',
      series: boat,
    });
    const tecoAmount = r.centsFromDollars(m >= 5 && m <= 10 ? 170 : 105, m >= 5 && m <= 10 ? 290 : 175);
    if (ym === '2025-09') {
      h.add(chk, '2025-09-10', `TECO TAMPA ELECTRIC UTILITY ${r.digits(10)}`, -tecoAmount, {
        merchant: 'TECO',
        category: 'Utilities',
      });
      h.add(chk, '2025-09-11', 'RETURN ITEM TECO TAMPA ELECTRIC UTILITY', tecoAmount, {
        merchant: 'TECO',
        category: 'Utilities',
      });
      h.add(chk, '2025-09-11', 'NSF RETURN ITEM FEE', -3600, { fee: 'insufficient_funds' });
      h.add(chk, '2025-09-15', `TECO TAMPA ELECTRIC UTILITY ${r.digits(10)}`, -tecoAmount, {
        merchant: 'TECO',
        category: 'Utilities',
        series: teco,
      });
    } else {
      h.add(chk, nextBiz(dayInMonth(y, m, 10)), `TECO TAMPA ELECTRIC UTILITY ${r.digits(10)}`, -tecoAmount, {
        merchant: 'TECO',
        category: 'Utilities',
        series: teco,
      });
    }
    h.add(
      chk,
      nextBiz(dayInMonth(y, m, 20)),
      `CITY OF TAMPA UTILITIES WEB PMT ${r.digits(8)}`,
      -r.centsFromDollars(48, 96),
      {
        merchant: 'City of Tampa',
        category: 'Utilities',
        series: water,
      },
    );
    h.add(
      chk,
      dayInMonth(y, m, 13),
      recurring(dayInMonth(y, m, 13), 'SPECTRUM 855-707-7328 MO'),
      ym < '2025-05' ? -7999 : -8499,
      { merchant: 'Spectrum', category: 'Internet', series: spectrum },
    );
    h.add(
      chk,
      nextBiz(dayInMonth(y, m, 27)),
      `STATE FARM RO 27 SFPP ${r.digits(8)}`,
      ym < '2025-10' ? -24718 : ym < '2026-04' ? -26240 : -25105,
      { merchant: 'State Farm', category: 'Insurance', series: stateFarm },
    );
    h.add(
      chk,
      dayInMonth(y, m, 23),
      recurring(dayInMonth(y, m, 23), 'NETFLIX.COM NETFLIX.COM CA'),
      ym < '2025-02' ? -1549 : -1799,
      { merchant: 'Netflix', category: 'Entertainment', series: netflix },
    );
    if (ym !== '2024-11') {
      const d1 = nextBiz(dayInMonth(y, m, 16));
      const a1 = r.centsFromDollars(700, 2300);
      h.add(chk, d1, `TD BANK PAYMENT ONLINE PMT ${r.digits(9)}`, -a1, {
        merchant: 'TD Bank',
        category: 'Transfer',
        series: tdOut,
      });
      h.add(td, addDays(d1, 1), 'PAYMENT - THANK YOU', a1, { category: 'Payments', series: tdIn });
      const d2 = nextBiz(dayInMonth(y, m, 26));
      const a2 = r.centsFromDollars(450, 1600);
      h.add(chk, d2, `BMO CREDIT CARD ONLINE PMT ${r.digits(9)}`, -a2, {
        merchant: 'BMO',
        category: 'Transfer',
        series: bmoOut,
      });
      h.add(bmo, d2, 'ONLINE PAYMENT RECEIVED', a2, { category: '', series: bmoIn });
    }
    if (ym <= '2025-07')
      h.add(td, dayInMonth(y, m, 7), 'TAMPA BAY TIMES 727-893-8111 FL', -1599, {
        merchant: 'Tampa Bay Times',
        category: 'Entertainment',
        series: paperMonthly,
      });
    h.add(bmo, dayInMonth(y, m, 29), 'PELOTON* MEMBERSHIP', -4400, {
      merchant: 'Peloton',
      category: 'Fitness',
      series: peloton,
    });
    h.add(bmo, dayInMonth(y, m, 2), 'APPLE.COM/BILL 866-712-7753 CA', ym < '2025-12' ? -2295 : -2595, {
      merchant: 'Apple',
      category: 'Shopping',
      series: appleOne,
    });
    if (ym <= '2025-11' || ym >= '2026-05')
      h.add(td, dayInMonth(y, m, 12), 'DISNEY PLUS 888-905-7888 CA', ym < '2025-11' ? -1399 : -1599, {
        merchant: 'Disney+',
        category: 'Entertainment',
        series: disney,
      });
    if (ym >= '2026-07')
      h.add(td, dayInMonth(y, m, 4), 'SIRIUSXM RADIO 888-635-5144 NY', -1099, {
        merchant: 'SiriusXM',
        category: 'Entertainment',
        series: siriusxm,
      });
    h.add(td, dayInMonth(y, m, 1), 'PAYPAL *DAVISISLMARINA', ym < '2026-01' ? -28500 : -26500, {
      merchant: '',
      category: 'Travel',
      series: marinaFee,
    });
  }
  const paperAnnual = h.defineSeries('tampa-bay-times-annual', td, 'annual', 'subscription', true);
  h.add(td, '2025-08-07', 'TAMPA BAY TIMES 727-893-8111 FL', -12900, {
    merchant: 'Tampa Bay Times',
    category: 'Entertainment',
    series: paperAnnual,
  });
  h.add(td, '2026-08-07', 'TAMPA BAY TIMES 727-893-8111 FL', -12900, {
    merchant: 'Tampa Bay Times',
    category: 'Entertainment',
    series: paperAnnual,
  });
  h.add(td, '2025-08-12', 'TAMPA BAY TIMES 727-893-8111 FL', 799, {
    merchant: 'Tampa Bay Times',
    category: 'Entertainment',
  });
  const timeshare = h.defineSeries('timeshare-maintenance', chk, 'annual', 'bill', true);
  h.add(chk, '2025-01-10', `CLUB WYNDHAM MAINT FEE ${r.digits(9)}`, -118400, {
    merchant: 'Wyndham',
    category: 'Travel',
    series: timeshare,
  });
  h.add(chk, '2026-01-12', `CLUB WYNDHAM MAINT FEE ${r.digits(9)}`, -126200, {
    merchant: 'Wyndham',
    category: 'Travel',
    series: timeshare,
  });
  h.add(chk, '2025-09-19', 'NSF FEE REFUND', 3600, {});
  h.add(bmo, '2025-10-02', 'APPLE.COM/BILL 866-712-7753 CA', -999, {
    merchant: 'Apple',
    category: 'Shopping',
  });
  h.add(bmo, '2026-03-02', 'APPLE.COM/BILL 866-712-7753 CA', -2999, {
    merchant: 'Apple',
    category: 'Shopping',
  });
  h.add(bmo, '2025-07-21', 'PELOTON* BIKE ACCESSORIES', -8900, { merchant: 'Peloton', category: 'Fitness' });
  h.add(bmo, '2026-02-25', 'PURCHASE INTEREST CHARGE', -2387, { category: 'Fees', fee: 'interest' });
  h.add(bmo, '2026-03-25', 'PURCHASE INTEREST CHARGE', -1105, { category: 'Fees', fee: 'interest' });
}
