/** Household 3: a small landlord in Raleigh NC. Truist checking + savings, a Fifth Third card. */
import { addDays } from '@tourniquet/domain';
import { dayInMonth, yymmdd, ESTIMATED_TAX_DUE_DATES } from '../../kit/calendar';
import { Household, MONTHS, lastBizOfMonth, nextBiz, scatter } from '../../kit/household';
import { createRng } from '../../kit/random';

export function landlord(): Household {
  const r = createRng(2303);
  const h = new Household(
    'household-3',
    'Landlord, Raleigh NC, three rentals. Rent arrives by Zelle and by ACH (Zillow Rentals) around the 1st-5th: ' +
      'each tenant is a monthly income series (fixed rent, income has no price changes). Tenant C pays late ' +
      '(6th-19th), skipped February 2026 and paid March 2026 double plus a late fee in one Zelle: that line stays ' +
      'in the series. Tenant B moved out in April 2026 (Zillow series ended); the new tenant pays by Zelle from ' +
      'May 2026 (new series; her security deposit is a one-off). Three mortgages (loan; escrow steps up and ' +
      'down are price changes). Property management fee monthly (bill, fixed, steps with the rent; the leasing ' +
      'fee at turnover is a one-off). IRS and NC estimated taxes quarterly on the IRS dates (variable; the April ' +
      'balance-due IRS payments on the same day are one-offs). Home warranty annual (bill). WATER/SEWER: the City ' +
      'of Raleigh bills every two months, for two properties (two series at one merchant, told apart by the ' +
      'account number). Every-two-months is not one of our cadences; a careful labeller still calls it a ' +
      'recurring bill, so each is labelled as a bill series with cadence monthly (the nearest cadence with ' +
      'skipped months; quarterly would be as defensible) - a cadence miss on these two is a judgement call, a ' +
      'missed series is not. Both were billed within 50 days of today, so active either way. Fees: Truist ' +
      'MAINTENANCE FEE monthly, then after a plan change a monthly SERVICE CHARGE (both monthly_maintenance, ' +
      'fees only, never a series; one reversal is not a fee), DOMESTIC WIRE FEE, STOP PAYMENT CHARGE, CASHIERS CHECK FEE, card ANNUAL ' +
      'MEMBERSHIP FEE twice (annual_card). Not fees: the wire and cashiers check principal, MGMT FEE and LEASING ' +
      'FEE from the property manager, county permit service fee, savings interest.',
  );
  const chk = h.account('truist-checking.csv', 'depository');
  const sav = h.account('truist-savings.csv', 'depository');
  const card = h.account('fifth-third-card.csv', 'credit');

  const tenantA = h.defineSeries('tenant-a-zelle', chk, 'monthly', 'income', true);
  const tenantB = h.defineSeries('tenant-b-zillow', chk, 'monthly', 'income', false);
  const tenantB2 = h.defineSeries('tenant-b2-zelle', chk, 'monthly', 'income', false);
  const tenantC = h.defineSeries('tenant-c-late', chk, 'monthly', 'income', false);
  const mtg1 = h.defineSeries('truist-mortgage', chk, 'monthly', 'loan', true);
  const mtg2 = h.defineSeries('rocket-mortgage', chk, 'monthly', 'loan', true);
  const mtg3 = h.defineSeries('mr-cooper', chk, 'monthly', 'loan', true);
  const mgmt = h.defineSeries('property-mgmt', chk, 'monthly', 'bill', true);
  const erie = h.defineSeries('erie-insurance', chk, 'monthly', 'bill', true);
  const toSav = h.defineSeries('to-savings-out', chk, 'monthly', 'transfer', false);
  const fromChk = h.defineSeries('to-savings-in', sav, 'monthly', 'transfer', false);
  const interest = h.defineSeries('savings-interest', sav, 'monthly', 'income', false);
  const cardOut = h.defineSeries('card-payment-out', chk, 'monthly', 'transfer', false);
  const cardIn = h.defineSeries('card-payment-in', card, 'monthly', 'transfer', false);
  const qbo = h.defineSeries('quickbooks', card, 'monthly', 'subscription', true);
  const rentredi = h.defineSeries('rentredi', card, 'monthly', 'subscription', true);
  const water1 = h.defineSeries('water-4471', chk, 'monthly', 'bill', false);
  const water2 = h.defineSeries('water-9902', chk, 'monthly', 'bill', false);

  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    const dA = nextBiz(dayInMonth(y, m, r.int(1, 3)));
    h.add(
      chk,
      dA,
      `ZELLE PAYMENT FROM MARIA GONZALEZ CONF# ${r.alnum(9).toLowerCase()}`,
      ym < '2025-08' ? 145000 : 152500,
      { merchant: 'Zelle', category: 'Transfer', series: tenantA },
    );
    if (ym <= '2026-04') {
      const dB = nextBiz(dayInMonth(y, m, r.int(3, 5)));
      h.add(chk, dB, `ZILLOW RENTALS RENTPAYMNT ${yymmdd(dB)} ${r.digits(10)}`, 189500, {
        merchant: 'Zillow',
        category: 'Income',
        series: tenantB,
      });
    } else {
      h.add(
        chk,
        nextBiz(dayInMonth(y, m, r.int(1, 2))),
        `ZELLE PAYMENT FROM PRIYA NAIR CONF# ${r.alnum(9).toLowerCase()}`,
        195000,
        { merchant: 'Zelle', category: 'Transfer', series: tenantB2 },
      );
    }
    if (ym !== '2026-02') {
      const late = nextBiz(dayInMonth(y, m, r.int(6, 19)));
      h.add(
        chk,
        late,
        `ZELLE PAYMENT FROM DESHAWN CARTER CONF# ${r.alnum(9).toLowerCase()}`,
        ym === '2026-03' ? 247500 : 120000,
        { merchant: 'Zelle', category: 'Transfer', series: tenantC },
      );
    }
    h.add(
      chk,
      nextBiz(dayInMonth(y, m, 1)),
      'TRUIST MTG PAYMENT LOAN 0007700412',
      ym < '2026-01' ? -131244 : -134790,
      { merchant: 'Truist', category: 'Mortgage', series: mtg1 },
    );
    h.add(
      chk,
      nextBiz(dayInMonth(y, m, 1)),
      `ROCKET MORTGAGE MTG PYMT ${r.digits(12)}`,
      ym < '2026-03' ? -108812 : -106177,
      { merchant: 'Rocket Mortgage', category: 'Mortgage', series: mtg2 },
    );
    h.add(chk, nextBiz(dayInMonth(y, m, 5)), `NATIONSTAR DBA MR COOPER MTG PMT ${r.digits(10)}`, -95430, {
      merchant: 'Mr. Cooper',
      category: 'Mortgage',
      series: mtg3,
    });
    h.add(
      chk,
      nextBiz(dayInMonth(y, m, 10)),
      `TRIANGLE PROP MGMT MGMT FEE ${r.digits(7)}`,
      ym <= '2026-04' ? -15160 : -15600,
      { merchant: '', category: 'Bank Fees', series: mgmt },
    );
    h.add(
      chk,
      nextBiz(dayInMonth(y, m, 14)),
      `ERIE INSURANCE GRP PREMIUM ${r.digits(9)}`,
      ym < '2025-08' ? -21240 : -22890,
      { merchant: 'Erie Insurance', category: 'Insurance', series: erie },
    );
    const dT = nextBiz(dayInMonth(y, m, 12));
    h.add(chk, dT, 'TRANSFER TO ACCT XXXX4821', -80000, { category: 'Transfer', series: toSav });
    h.add(sav, dT, 'TRANSFER FROM ACCT XXXX7730', 80000, { category: 'Transfer', series: fromChk });
    h.add(sav, dayInMonth(y, m, 31), 'INTEREST PAYMENT', r.centsFromDollars(0.9, 2.6), {
      category: 'Interest',
      series: interest,
    });
    if (ym !== '2024-11') {
      const dC = nextBiz(dayInMonth(y, m, 21));
      const amount = r.centsFromDollars(260, 1400);
      h.add(chk, dC, `FIFTH THIRD BANK CC PYMT ${r.digits(10)}`, -amount, {
        merchant: 'Fifth Third',
        category: 'Transfer',
        series: cardOut,
      });
      h.add(card, addDays(dC, 1), 'ONLINE PAYMENT - THANK YOU', amount, {
        category: 'Payment',
        series: cardIn,
      });
    }
    h.add(
      card,
      dayInMonth(y, m, 24),
      `INTUIT *QBooks Online ${r.digits(8)}`,
      ym < '2025-07' ? -3000 : ym < '2026-07' ? -3500 : -3800,
      { merchant: 'Intuit', category: 'Software', series: qbo },
    );
    if (ym <= '2025-08')
      h.add(card, dayInMonth(y, m, 8), '2CO.COM*RENTREDI', -1200, {
        merchant: '2Checkout',
        category: 'Shopping',
        series: rentredi,
      });
    // Water/sewer: every two months, two accounts, offset.
    const waterAmount = () => r.centsFromDollars(m >= 5 && m <= 9 ? 95 : 62, m >= 5 && m <= 9 ? 148 : 104);
    if (m % 2 === 0)
      h.add(
        chk,
        nextBiz(dayInMonth(y, m, 9)),
        `CITY OF RALEIGH UTILITY PMT ACCT 4471 ${r.digits(6)}`,
        -waterAmount(),
        { merchant: 'City of Raleigh', category: 'Utilities', series: water1 },
      );
    else
      h.add(
        chk,
        nextBiz(dayInMonth(y, m, 16)),
        `CITY OF RALEIGH UTILITY PMT ACCT 9902 ${r.digits(6)}`,
        -waterAmount(),
        { merchant: 'City of Raleigh', category: 'Utilities', series: water2 },
      );
    // Maintenance fee until the account moved to a cheaper plan (July 2025), then its monthly service charge.
    if (ym <= '2025-06')
      h.add(chk, lastBizOfMonth(y, m), 'MAINTENANCE FEE', -1200, {
        category: 'Bank Fees',
        fee: 'monthly_maintenance',
      });
    else
      h.add(chk, lastBizOfMonth(y, m), 'SERVICE CHARGE', -300, { category: '', fee: 'monthly_maintenance' });
  }
  h.add(chk, '2025-03-03', 'MAINTENANCE FEE REVERSAL', 1200, { category: 'Bank Fees' });
  h.add(chk, '2026-04-26', `ZELLE PAYMENT FROM PRIYA NAIR CONF# ${r.alnum(9).toLowerCase()}`, 195000, {
    merchant: 'Zelle',
    category: 'Transfer',
  });
  h.add(chk, '2026-04-28', `TRIANGLE PROP MGMT LEASING FEE ${r.digits(7)}`, -97500, {
    merchant: '',
    category: 'Bank Fees',
  });
  h.add(chk, '2026-04-30', 'CASHIERS CHECK PURCHASE 0009912', -189500, {});
  h.add(chk, '2026-04-30', 'CASHIERS CHECK FEE', -1000, { fee: 'other' });
  h.add(
    chk,
    '2025-10-03',
    'DOMESTIC WIRE OUT FED REF 20251003MMQFMP2K000412 BNF GREENLEAF TITLE',
    -1250000,
    {},
  );
  h.add(chk, '2025-10-03', 'DOMESTIC WIRE FEE', -2500, { fee: 'wire' });
  h.add(chk, '2025-05-20', 'STOP PAYMENT CHARGE CK 2217', -3600, { fee: 'other' });
  h.add(card, '2025-05-02', 'ANNUAL MEMBERSHIP FEE', -9500, {
    category: 'Fees & Adjustments',
    fee: 'annual_card',
  });
  h.add(card, '2026-05-02', 'ANNUAL MEMBERSHIP FEE', -9500, {
    category: 'Fees & Adjustments',
    fee: 'annual_card',
  });
  h.add(card, '2025-09-09', '2CO.COM*RENTREDI', 1200, { merchant: '2Checkout', category: 'Shopping' });

  // Taxes: IRS and NC estimated payments, quarterly on the IRS dates; April balance due one-offs.
  const irs = h.defineSeries('irs-estimated', chk, 'quarterly', 'bill', false);
  const ncdor = h.defineSeries('nc-estimated', chk, 'quarterly', 'bill', false);
  for (const d of ESTIMATED_TAX_DUE_DATES) {
    h.add(chk, d, `IRS USATAXPYMT ${r.digits(15)}`, -r.centsFromDollars(2800, 3600), {
      merchant: 'IRS',
      category: 'Taxes',
      series: irs,
    });
    h.add(chk, d, `NC DEPT REVENUE TAX PYMT ${r.digits(9)}`, -r.centsFromDollars(780, 1040), {
      merchant: 'NC Department of Revenue',
      category: 'Taxes',
      series: ncdor,
    });
  }
  h.add(chk, '2025-04-15', `IRS USATAXPYMT ${r.digits(15)}`, -221400, { merchant: 'IRS', category: 'Taxes' });
  h.add(chk, '2026-04-15', `IRS USATAXPYMT ${r.digits(15)}`, -138800, { merchant: 'IRS', category: 'Taxes' });
  for (const d of ['2025-01-13', '2025-06-11', '2026-04-13']) {
    const amount = r.centsFromDollars(1500, 4000);
    h.add(sav, d, 'TRANSFER TO ACCT XXXX7730', -amount, { category: 'Transfer' });
    h.add(chk, d, 'TRANSFER FROM ACCT XXXX4821', amount, { category: 'Transfer' });
  }

  // Card: home warranty annual, TurboTenant annual, repairs and supplies.
  const warranty = h.defineSeries('home-warranty', card, 'annual', 'bill', true);
  h.add(card, '2025-03-12', 'CHOICE HOME WARRANTY 888-531-5403 NJ', -58900, {
    merchant: 'Choice Home Warranty',
    category: 'Home',
    series: warranty,
  });
  h.add(card, '2026-03-12', 'CHOICE HOME WARRANTY 888-531-5403 NJ', -62900, {
    merchant: 'Choice Home Warranty',
    category: 'Home',
    series: warranty,
  });
  h.add(card, '2025-06-30', 'CHOICE HOME WARRANTY 888-531-5403 NJ', -10000, {
    merchant: 'Choice Home Warranty',
    category: 'Home',
  });
  const turbo = h.defineSeries('turbotenant', card, 'annual', 'subscription', true);
  h.add(card, '2025-09-18', 'PP*TURBOTENANT PREMIUM', -9900, {
    merchant: 'PayPal',
    category: 'Shopping',
    series: turbo,
  });
  h.add(card, '2026-09-18', 'PP*TURBOTENANT PREMIUM', -11900, {
    merchant: 'PayPal',
    category: 'Shopping',
    series: turbo,
  });
  scatter(h, card, r, 3.4, [
    {
      make: () => `THE HOME DEPOT #${r.pick(['3631', '3612'])} RALEIGH NC`,
      merchant: 'Home Depot',
      category: 'Home Improvement',
      lo: 8,
      hi: 420,
      weight: 3,
    },
    {
      make: () => `LOWE'S #${r.pick(['1693', '2524'])} RALEIGH NC`,
      merchant: "Lowe's",
      category: 'Home Improvement',
      lo: 10,
      hi: 260,
      weight: 2,
    },
    {
      make: () => `SQ *${r.pick(['TRIANGLE PLUMBING', 'ACE HANDYMAN SVCS', 'OAK CITY HVAC'])}`,
      merchant: 'Square',
      category: 'Home',
      lo: 95,
      hi: 680,
      weight: 0.6,
    },
    {
      make: () => `HARRIS TEETER #${r.pick(['0317', '0244'])} RALEIGH NC`,
      merchant: 'Harris Teeter',
      category: 'Groceries',
      lo: 18,
      hi: 160,
      weight: 3,
    },
    {
      make: () => `TST* ${r.pick(['BIDA MANDA', 'BEASLEYS CHICKEN', 'STATE OF BEER'])}`,
      merchant: '',
      category: 'Restaurants',
      lo: 14,
      hi: 90,
      weight: 1.5,
    },
    {
      make: () => `JUBALA COFFEE RALEIGH NC`,
      merchant: 'Jubala Coffee',
      category: 'Restaurants',
      lo: 4,
      hi: 12,
      weight: 1.5,
    },
    {
      make: () => `SHEETZ ${r.digits(4)} RALEIGH NC`,
      merchant: 'Sheetz',
      category: 'Gas',
      lo: 30,
      hi: 66,
      weight: 1.5,
    },
    { make: () => `AMZN Mktp US*${r.alnum(9)}`, merchant: 'Amazon', category: 'Shopping', lo: 9, hi: 120 },
  ]);
  for (const d of ['2025-04-22', '2026-07-09']) {
    h.add(card, d, 'WAKE COUNTY PERMIT SERVICE FEE', -r.pick([450, 395]), {
      merchant: 'Wake County',
      category: 'Government',
    });
    h.add(card, d, 'WAKE COUNTY PERMITS', -r.pick([12500, 8900]), {
      merchant: 'Wake County',
      category: 'Government',
    });
  }
  // Checks to contractors, irregular.
  const checkDays = Array.from({ length: 12 }, () => nextBiz(addDays('2024-12-01', r.int(0, 700)))).sort();
  checkDays.forEach((d, i) => h.add(chk, d, `CHECK ${2201 + i}`, -r.centsFromDollars(150, 2400), {}));
  return h;
}
