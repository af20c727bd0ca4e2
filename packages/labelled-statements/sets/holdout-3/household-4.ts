/** Household 4: a warehouse worker and a child in Buffalo NY. M&T checking, a Capital One card, Cash App. */
import { addDays } from '@tourniquet/domain';
import { dayInMonth, dayOfWeek, mmSlashDd } from '../../kit/calendar';
import { Household, MONTHS, nextBiz, prevBiz, scatter } from '../../kit/household';
import { createRng } from '../../kit/random';

export function hourly(): Household {
  const r = createRng(3404);
  const h = new Household(
    'household-4',
    'Single parent, Buffalo NY. M&T checking (M&T words: "ACH ... DEBIT", "POS DEBIT ... mmdd", "RECURRING PAYMENT ' +
      'AUTHORIZED ON mm/dd", "OVERDRAFT PAID FEE"), a Capital One Quicksilver card that carries a balance (monthly ' +
      'interest charges are fees, never a series), Cash App as its own account (type other). Weekly hourly pay on ' +
      'Fridays (variable, income) with a 5-week layoff in January 2026 (one series). A child survivor benefit from ' +
      'SSA on the 3rd (fixed with a COLA rise, income, no price changes). Rent on the 1st by ACH to the property ' +
      'manager (bill, one rise); a late month paid on the 9th stays in the series. National Grid gas/electric is ' +
      'variable. Cricket Wireless bill. Capital One autopay is the minimum payment (variable; both sides transfer). ' +
      'Affirm loan for a laptop, 12 monthly payments (loan, ended). Xbox Game Pass rises; Crunchyroll declined two ' +
      'months and ended; Netflix with ads through the debit card (RECURRING PAYMENT AUTHORIZED ON wording). Cash App ' +
      'card pays Roblox (irregular, not a series) and a monthly Paramount+ that ended. Cash App "Cash Out" to M&T is ' +
      'irregular. Cash App instant deposit fees are fees (other). Fees: overdraft paid fees, a returned item fee, ' +
      'non-M&T ATM fees, a monthly maintenance fee, Capital One interest and past-due fees. Not fees: an overdraft ' +
      'fee reversal, ATM withdrawals, the NYS DMV portal fee, Tim Hortons COFFEE.',
  );
  const chk = h.account('mt-checking.csv', 'depository');
  const card = h.account('capital-one-card.csv', 'credit');
  const cash = h.account('cash-app.csv', 'other');
  const posDebit = (d: string, text: string) =>
    `POS DEBIT ${text} ${mmSlashDd(addDays(d, -r.int(0, 2))).replace('/', '')}`;
  const recurring = (d: string, text: string) =>
    `RECURRING PAYMENT AUTHORIZED ON ${mmSlashDd(addDays(d, -r.int(1, 2)))} ${text} S${r.digits(15)} CARD 7781`;

  // Weekly hourly pay, Fridays, with a 5-week layoff.
  const pay = h.defineSeries('weekly-pay', chk, 'weekly', 'income', false);
  for (let d = '2024-11-22'; d <= '2026-11-20'; d = addDays(d, 7)) {
    if (d >= '2026-01-02' && d <= '2026-01-30') continue;
    h.add(
      chk,
      prevBiz(d),
      `ACH CREDIT AMAZON.COM SERVI PAYROLL ${r.digits(9)}`,
      r.centsFromDollars(540, 910),
      {
        merchant: r.chance(0.4) ? 'Amazon' : '',
        category: 'Paychecks/Salary',
        series: pay,
      },
    );
  }
  // Unemployment during the layoff: 4 weekly NYS DOL payments (too short a pause to matter; labelled a series).
  const ui = h.defineSeries('nys-dol', chk, 'weekly', 'income', true);
  for (const d of ['2026-01-13', '2026-01-20', '2026-01-27', '2026-02-03'])
    h.add(chk, d, `ACH CREDIT NYS DOL UI DD ${r.digits(10)}`, 50400, { category: 'Government', series: ui });
  const ssa = h.defineSeries('ssa-benefit', chk, 'monthly', 'income', true);
  const rent = h.defineSeries('rent', chk, 'monthly', 'bill', true);
  const grid = h.defineSeries('national-grid', chk, 'monthly', 'bill', false);
  const cricket = h.defineSeries('cricket', chk, 'monthly', 'bill', true);
  const netflix = h.defineSeries('netflix', chk, 'monthly', 'subscription', true);
  const capOut = h.defineSeries('capone-autopay-out', chk, 'monthly', 'transfer', false);
  const capIn = h.defineSeries('capone-autopay-in', card, 'monthly', 'transfer', false);
  const affirm = h.defineSeries('affirm', chk, 'monthly', 'loan', true);
  const insurance = h.defineSeries('progressive', chk, 'monthly', 'bill', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    h.add(
      chk,
      prevBiz(dayInMonth(y, m, 3)),
      'ACH CREDIT SSA TREAS 310 XXSOC SEC',
      ym < '2025-01' ? 94300 : ym < '2026-01' ? 96700 : 99000,
      {
        category: 'Government',
        series: ssa,
      },
    );
    const rentDay = ym === '2025-08' ? '2025-08-09' : nextBiz(dayInMonth(y, m, 1));
    h.add(
      chk,
      rentDay,
      `ACH WEB DEBIT ELLICOTT PROPERTY MGMT RENT ${r.digits(8)}`,
      ym < '2025-09' ? -112500 : -117500,
      {
        category: r.chance(0.3) ? 'Rent' : '',
        series: rent,
      },
    );
    h.add(
      chk,
      nextBiz(dayInMonth(y, m, 21)),
      `ACH DEBIT NATIONAL GRID NY UTILITYPAY ${r.digits(10)}`,
      -r.centsFromDollars(m <= 3 || m >= 11 ? 190 : 70, m <= 3 || m >= 11 ? 320 : 130),
      {
        merchant: r.chance(0.5) ? 'National Grid' : '',
        category: 'Utilities',
        series: grid,
      },
    );
    h.add(
      chk,
      dayInMonth(y, m, 11),
      recurring(dayInMonth(y, m, 11), 'CRICKET WIRELESS 800-274-2538 GA'),
      ym < '2025-06' ? -5500 : ym < '2026-06' ? -6000 : -5000,
      {
        merchant: 'Cricket Wireless',
        category: 'Phone',
        series: cricket,
      },
    );
    h.add(
      chk,
      dayInMonth(y, m, 19),
      recurring(dayInMonth(y, m, 19), 'NETFLIX.COM LOS GATOS CA'),
      ym < '2025-02' ? -699 : -799,
      {
        merchant: 'Netflix',
        category: 'Entertainment',
        series: netflix,
      },
    );
    h.add(
      chk,
      nextBiz(dayInMonth(y, m, 28)),
      `ACH DEBIT PROGRESSIVE INS DIRECT PAY ${r.digits(8)}`,
      ym < '2025-11' ? -16833 : -17504,
      {
        merchant: 'Progressive',
        category: 'Insurance',
        series: insurance,
      },
    );
    if (ym >= '2025-02' && ym <= '2026-01')
      h.add(chk, dayInMonth(y, m, 14), `ACH DEBIT AFFIRM INC PAYMENT ${r.alnum(8)}`, -7492, {
        merchant: 'Affirm',
        category: r.chance(0.5) ? 'Loans' : '',
        series: affirm,
      });
    if (ym !== '2024-11') {
      const d = nextBiz(dayInMonth(y, m, 4));
      const amount = r.centsFromDollars(35, 140);
      h.add(chk, d, `ACH DEBIT CAPITAL ONE MOBILE PMT ${r.digits(12)}`, -amount, {
        merchant: 'Capital One',
        category: 'Credit Card Payment',
        series: capOut,
      });
      h.add(card, d, 'CAPITAL ONE AUTOPAY PYMT', amount, { category: 'Payment/Credit', series: capIn });
    }
  }
  // Capital One card: subscriptions and spending; monthly interest charges are fees.
  const xbox = h.defineSeries('xbox-game-pass', card, 'monthly', 'subscription', true);
  const crunchy = h.defineSeries('crunchyroll', card, 'monthly', 'subscription', true);
  const amazonPrime = h.defineSeries('prime', card, 'monthly', 'subscription', true);
  const ymca = h.defineSeries('ymca', card, 'monthly', 'subscription', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    h.add(
      card,
      dayInMonth(y, m, 9),
      `Microsoft*Xbox Game Pass msbill.info WA`,
      ym < '2025-10' ? -1699 : -1999,
      {
        merchant: 'Microsoft',
        category: 'Entertainment',
        series: xbox,
      },
    );
    if (ym <= '2025-12' && ym !== '2025-03' && ym !== '2025-08')
      h.add(card, dayInMonth(y, m, 27), 'CRUNCHYROLL *MEMBERSHIP SAN FRANCISCO CA', -799, {
        merchant: 'Crunchyroll',
        category: 'Entertainment',
        series: crunchy,
      });
    h.add(card, dayInMonth(y, m, 30), `Amazon Prime*${r.alnum(9)}`, -1499, {
      merchant: r.chance(0.5) ? 'Amazon Prime' : 'Amazon',
      category: 'Merchandise',
      series: amazonPrime,
    });
    h.add(
      card,
      dayInMonth(y, m, 6),
      `YMCA OF BUFFALO NIAGARA 716-565-6000 NY`,
      ym < '2026-01' ? -5900 : -6200,
      {
        merchant: 'YMCA',
        category: r.chance(0.5) ? 'Health Care' : 'Other',
        series: ymca,
      },
    );
    if (ym >= '2025-01') {
      const stmt = dayInMonth(y, m, 24);
      h.add(card, stmt, 'INTEREST CHARGE:PURCHASES', -r.centsFromDollars(18, 46), {
        category: 'Fee/Interest Charge',
        fee: 'interest',
      });
    }
  }
  for (const d of ['2025-05-05', '2026-02-06'])
    h.add(card, d, 'PAST DUE FEE', -3000, { category: 'Fee/Interest Charge', fee: 'late' });
  const spots = ['BUFFALO NY', 'BUFFALO NY', 'CHEEKTOWAGA NY', 'AMHERST NY'];
  scatter(h, card, r, 2.2, [
    {
      make: () => `TOPS MARKETS ${r.digits(3)} ${r.pick(spots)}`,
      merchant: 'Tops',
      category: 'Grocery',
      lo: 12,
      hi: 120,
      weight: 4,
    },
    {
      make: () => `WEGMANS #${r.digits(3)} ${r.pick(spots)}`,
      merchant: 'Wegmans',
      category: 'Grocery',
      lo: 20,
      hi: 140,
      weight: 2,
    },
    {
      make: () => `AMZN Mktp US*${r.alnum(9)}`,
      merchant: 'Amazon',
      category: 'Merchandise',
      lo: 7,
      hi: 80,
      weight: 3,
    },
    {
      make: () => `TIM HORTONS #${r.digits(6)} ${r.pick(spots)}`,
      merchant: 'Tim Hortons',
      category: 'Dining',
      lo: 3,
      hi: 12,
      weight: 3,
    },
    {
      make: () => `SUNOCO ${r.digits(10)} ${r.pick(spots)}`,
      merchant: 'Sunoco',
      category: 'Gas/Automotive',
      lo: 20,
      hi: 55,
      weight: 1.5,
    },
    {
      make: () => `DOLLAR GENERAL #${r.digits(5)} ${r.pick(spots)}`,
      merchant: 'Dollar General',
      category: 'Merchandise',
      lo: 3,
      hi: 35,
      weight: 1.5,
    },
    {
      make: () => `PAYPAL *${r.pick(['SHEIN', 'TEMU', 'EBAY'])} 402-935-7733 CA`,
      merchant: r.chance(0.5) ? 'PayPal' : '',
      category: 'Merchandise',
      lo: 8,
      hi: 60,
      weight: 1,
    },
    {
      make: () => `SQ *${r.pick(['BREADHIVE', 'PUBLIC ESPRESSO', 'ELM STREET BAKERY'])} BUFFALO NY`,
      merchant: '',
      category: 'Dining',
      lo: 4,
      hi: 14,
      weight: 1,
    },
  ]);
  const fab = h.defineSeries('fabfitfun', card, 'quarterly', 'subscription', true);
  for (const d of [
    '2025-02-20',
    '2025-05-20',
    '2025-08-20',
    '2025-11-20',
    '2026-02-20',
    '2026-05-20',
    '2026-08-20',
  ])
    h.add(card, d, `PAYPAL *FABFITFUN ${r.digits(11)}`, d < '2026-01-01' ? -5499 : -5999, {
      merchant: 'PayPal',
      category: 'Merchandise',
      series: fab,
    });
  h.add(card, '2025-12-19', 'CASH ADVANCE FEE', -1000, { category: 'Fee/Interest Charge', fee: 'other' });
  h.add(card, '2025-12-19', 'CASH ADVANCE BUFFALO NY', -20000, { category: 'Cash' });
  h.add(card, '2025-12-30', `Amazon Prime*${r.alnum(9)}`, 1499, {
    merchant: 'Amazon',
    category: 'Merchandise',
  });
  for (const d of ['2025-06-30', '2026-06-30'])
    h.add(card, d, 'Microsoft*Xbox Game Pass msbill.info WA', -r.pick([699, 1999]), {
      merchant: 'Microsoft',
      category: 'Entertainment',
    });

  // Cash App: card purchases, Paramount+ monthly (ended), Roblox (irregular), cash-outs and their fees.
  const paramount = h.defineSeries('paramount-plus', cash, 'monthly', 'subscription', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    if (ym >= '2025-01' && ym <= '2025-10')
      h.add(
        cash,
        dayInMonth(y, m, 15),
        'Cash App Card PARAMOUNT+ 888-274-5343 CA',
        ym < '2025-08' ? -799 : -899,
        {
          merchant: 'Paramount+',
          category: 'Entertainment',
          series: paramount,
        },
      );
  }
  for (let d = '2024-11-26'; d <= '2026-11-20'; d = addDays(d, r.int(2, 16))) {
    const kind = r.int(0, 5);
    if (kind <= 1)
      h.add(cash, d, 'Cash App Card ROBLOX.COM 888-858-2569 CA', -r.pick([499, 999, 999, 1999]), {
        merchant: 'Roblox',
        category: 'Entertainment',
      });
    else if (kind === 2)
      h.add(
        cash,
        d,
        `Received from $${r.pick(['KeishaB', 'Tmoney716', 'auntdee'])}`,
        r.centsFromDollars(20, 150),
        {
          category: 'Transfer',
        },
      );
    else if (kind === 3)
      h.add(
        cash,
        d,
        `Sent to $${r.pick(['KeishaB', 'Tmoney716', 'MarcoP', 'sitter-jas'])}`,
        -r.centsFromDollars(15, 120),
        { category: 'Transfer' },
      );
    else {
      const c = r.centsFromDollars(40, 300);
      const instant = r.chance(0.4);
      h.add(cash, d, instant ? 'Instant Cash Out to M&T BANK' : 'Standard Cash Out to M&T BANK', -c, {
        category: 'Transfer',
      });
      if (instant)
        h.add(cash, d, 'Instant Deposit Fee', -Math.max(50, Math.round(c * 0.0175)), {
          category: '',
          fee: 'other',
        });
      const landing = instant ? d : nextBiz(addDays(d, dayOfWeek(d) === 5 ? 3 : 1));
      h.add(chk, landing, `ACH CREDIT CASH APP*CASH OUT ${r.digits(9)}`, c, {
        merchant: 'Cash App',
        category: 'Transfer',
      });
    }
  }
  for (let d = '2024-12-02'; d <= '2026-11-20'; d = addDays(d, r.int(20, 45))) {
    const c = r.centsFromDollars(50, 200);
    h.add(chk, d, `ACH DEBIT CASH APP*ADD CASH ${r.digits(9)}`, -c, {
      merchant: 'Cash App',
      category: 'Transfer',
    });
    h.add(cash, d, 'Cash in from M&T BANK', c, { category: 'Transfer' });
  }

  // M&T checking: debit spending, fees.
  scatter(h, chk, r, 1.0, [
    {
      make: (d) => posDebit(d, `ALDI ${r.digits(5)} BUFFALO NY`),
      merchant: 'Aldi',
      category: 'Groceries',
      lo: 15,
      hi: 90,
      weight: 3,
    },
    {
      make: (d) => posDebit(d, `TIM HORTONS ${r.digits(5)} BUFFALO NY`),
      merchant: 'Tim Hortons',
      category: 'Restaurants',
      lo: 2,
      hi: 11,
      weight: 2,
    },
    {
      make: (d) => posDebit(d, `FAMILY DOLLAR ${r.digits(5)} BUFFALO NY`),
      merchant: '',
      category: 'Shopping',
      lo: 4,
      hi: 40,
      weight: 1,
    },
    {
      make: (d) => posDebit(d, `NFTA METRO FARE ${r.digits(4)} BUFFALO NY`),
      merchant: 'NFTA',
      category: 'Travel',
      lo: 2,
      hi: 2,
      weight: 1,
    },
  ]);
  for (const [d, n] of [
    ['2025-03-31', 1],
    ['2025-09-29', 2],
    ['2026-01-20', 3],
    ['2026-02-02', 1],
  ] as const)
    for (let i = 0; i < n; i++)
      h.add(chk, d, 'OVERDRAFT PAID FEE', -1500, { category: 'Bank Fee', fee: 'overdraft' });
  h.add(chk, '2026-01-26', 'OVERDRAFT FEE REVERSAL', 1500, { category: 'Bank Fee' });
  h.add(chk, '2026-01-21', 'RETURN ITEM FEE', -1500, { category: 'Bank Fee', fee: 'insufficient_funds' });
  h.add(chk, '2026-01-20', `ACH DEBIT SPEEDY CASH ONLINE PMT ${r.digits(8)}`, -8250, { category: 'Loans' });
  h.add(chk, '2026-01-21', 'RETURN ITEM ACH DEBIT SPEEDY CASH ONLINE PMT', 8250, { category: '' });
  for (const [y, m] of [
    [2026, 1],
    [2026, 2],
  ] as const)
    h.add(chk, dayInMonth(y, m, 31), 'MONTHLY MAINTENANCE FEE', -495, {
      category: 'Bank Fee',
      fee: 'monthly_maintenance',
    });
  for (const d of [
    '2025-02-15',
    '2025-06-07',
    '2025-10-18',
    '2026-01-10',
    '2026-05-02',
    '2026-08-29',
    '2026-11-07',
  ]) {
    const foreign = d !== '2025-06-07' && d !== '2026-05-02';
    h.add(
      chk,
      d,
      `ATM WITHDRAWAL ${foreign ? 'KEYBANK' : 'M&T BANK'} BUFFALO NY ${mmSlashDd(d).replace('/', '')}`,
      -r.pick([2000, 4000, 6000]),
      { category: 'Cash & ATM' },
    );
    if (foreign) h.add(chk, d, 'NON M&T ATM FEE', -300, { category: 'Bank Fee', fee: 'atm' });
  }
  h.add(chk, '2025-11-18', posDebit('2025-11-18', 'NYS DMV INTERNET SERVICE FEE ALBANY NY'), -250, {
    category: 'Government',
  });
  h.add(chk, '2025-11-18', posDebit('2025-11-18', 'NYS DMV INTERNET ALBANY NY'), -3225, {
    category: 'Government',
  });
  h.add(chk, '2026-03-02', 'ACH CREDIT NYS DTF PIT TAX REFUND', 124000, { category: 'Tax Refund' });
  h.add(chk, '2026-02-20', 'ACH CREDIT IRS TREAS 310 TAX REF', 386100, { category: 'Tax Refund' });
  return h;
}
