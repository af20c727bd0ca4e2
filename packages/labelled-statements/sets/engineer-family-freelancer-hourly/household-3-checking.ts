import { addDays } from '@tourniquet/domain';
import { dayInMonth, ESTIMATED_TAX_DUE_DATES } from '../../kit/calendar';
import { type Household, MONTHS, nextBiz } from '../../kit/household';
import type { Rng } from '../../kit/random';

/**
 * Household 3, Bellco checking and SoFi savings: retainer and invoices, rent, loan, utilities, the savings
 * vault, the Discover payment, estimated taxes, transfers.
 */
export function freelancerChecking(
  h: Household,
  r: Rng,
  chk: string,
  sav: string,
  card: string,
  achDebit: (text: string) => string,
): void {
  const retainer = h.defineSeries('retainer', chk, 'monthly', 'income', true);
  const rent = h.defineSeries('rent-zelle', chk, 'monthly', 'bill', true);
  const autoLoan = h.defineSeries('bellco-auto-loan', chk, 'monthly', 'loan', true);
  const xcel = h.defineSeries('xcel', chk, 'monthly', 'bill', false);
  const vaultOut = h.defineSeries('vault-out', chk, 'monthly', 'transfer', false);
  const vaultIn = h.defineSeries('vault-in', sav, 'monthly', 'transfer', false);
  const interest = h.defineSeries('sofi-interest', sav, 'monthly', 'income', false);
  const discOut = h.defineSeries('discover-payment-out', chk, 'monthly', 'transfer', false);
  const discIn = h.defineSeries('discover-payment-in', card, 'monthly', 'transfer', false);
  let balance = 9000;
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    // The retainer lands on the 5th (next business day), fixed 4,200 then 4,600.
    h.add(
      chk,
      nextBiz(dayInMonth(y, m, 5)),
      `ACH CREDIT NORTHWIND STUDIO VENDOR PAY ${r.digits(7)}`,
      ym < '2025-09' ? 420000 : 460000,
      {
        merchant: '',
        category: 'Deposit',
        series: retainer,
      },
    );
    h.add(
      chk,
      dayInMonth(y, m, 1),
      `ZELLE PAYMENT TO DENISE MARTINEZ CONF ${r.alnum(10)}`,
      ym < '2026-02' ? -172500 : -179500,
      {
        merchant: 'Zelle',
        category: 'Transfer',
        series: rent,
      },
    );
    h.add(chk, nextBiz(dayInMonth(y, m, 10)), `BELLCO LOAN PMT TRANSFER TO LOAN 0${r.digits(2)}`, -36742, {
      category: 'Transfer',
      series: autoLoan,
    });
    h.add(
      chk,
      nextBiz(dayInMonth(y, m, 16 + r.int(0, 3))),
      achDebit(`XCEL ENERGY-PSCO XCELENERGY ${r.digits(9)}`),
      -r.centsFromDollars(m <= 2 || m === 12 ? 95 : 48, m <= 2 || m === 12 ? 180 : 96),
      {
        merchant: r.chance(0.5) ? 'Xcel Energy' : '',
        category: r.chance(0.5) ? 'Utilities' : 'Bills',
        series: xcel,
      },
    );
    const d7 = nextBiz(dayInMonth(y, m, 7));
    h.add(chk, d7, achDebit(`SOFI BANK DEPOSIT ${r.digits(12)}`), -40000, {
      category: 'Transfer',
      series: vaultOut,
    });
    h.add(sav, addDays(d7, 1), 'Deposit - ACH Transfer from BELLCO CREDIT UNION', 40000, {
      category: 'Transfer',
      series: vaultIn,
    });
    balance += 400;
    h.add(
      sav,
      dayInMonth(y, m, 31),
      'Interest Earned',
      Math.round((balance * 0.04 * 100) / 12) + r.int(0, 60),
      {
        category: 'Interest',
        series: interest,
      },
    );
    if (ym !== '2024-11') {
      const d = nextBiz(dayInMonth(y, m, 13));
      const amount = r.centsFromDollars(450, 1600);
      h.add(chk, d, achDebit(`DISCOVER E-PAYMENT ${r.digits(4)} DIRECTPAY FULL BALANCE`), -amount, {
        merchant: 'Discover',
        category: 'Credit Card Payment',
        series: discOut,
      });
      h.add(card, d, 'INTERNET PAYMENT - THANK YOU', amount, {
        category: 'Payments and Credits',
        series: discIn,
      });
    }
  }
  // Irregular invoices from the same client company and from others (Stripe, PayPal).
  for (const d of ['2025-02-19', '2025-08-27', '2026-05-12'])
    h.add(chk, d, `ACH CREDIT NORTHWIND STUDIO VENDOR PAY ${r.digits(7)}`, r.centsFromDollars(600, 2400), {
      category: 'Deposit',
    });
  for (let d = '2024-11-28'; d <= '2026-11-20'; d = addDays(d, r.int(3, 34))) {
    if (r.chance(0.6))
      h.add(chk, nextBiz(d), `ACH CREDIT STRIPE TRANSFER ST-${r.alnum(12)}`, r.centsFromDollars(180, 3100), {
        merchant: 'Stripe',
        category: 'Deposit',
      });
    else
      h.add(chk, nextBiz(d), `ACH CREDIT PAYPAL TRANSFER ${r.digits(11)}`, r.centsFromDollars(90, 1200), {
        merchant: 'PayPal',
        category: 'Deposit',
      });
  }
  // Estimated taxes: IRS dates (Jan 15, Apr 15, Jun 15, Sep 15, moved to the next business day).
  const irs = h.defineSeries('irs-estimated', chk, 'quarterly', 'bill', false);
  for (const d of ESTIMATED_TAX_DUE_DATES)
    h.add(chk, d, achDebit(`IRS USATAXPYMT ${r.digits(15)}`), -r.centsFromDollars(1800, 3400), {
      category: 'Taxes',
      series: irs,
    });
  // Zelle to self and SoFi back to Bellco: irregular.
  for (const d of ['2025-03-21', '2025-11-02', '2026-08-14']) {
    const c = r.centsFromDollars(500, 2500);
    h.add(chk, d, `ZELLE PAYMENT TO SELF SOFI CONF ${r.alnum(10)}`, -c, {
      merchant: 'Zelle',
      category: 'Transfer',
    });
    h.add(sav, d, `Deposit - Zelle from NINA PATEL`, c, { category: 'Transfer' });
  }
  for (const d of ['2025-05-30', '2026-01-23', '2026-09-29']) {
    const c = r.centsFromDollars(1000, 3000);
    h.add(sav, d, 'Withdrawal - ACH Transfer to BELLCO CREDIT UNION', -c, { category: 'Transfer' });
    h.add(chk, nextBiz(addDays(d, 1)), `ACH CREDIT SOFI BANK TRANSFER ${r.digits(12)}`, c, {
      category: 'Transfer',
    });
  }
}
