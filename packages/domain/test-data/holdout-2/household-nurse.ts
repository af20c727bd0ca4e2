/** Household 2: a nurse in Columbus OH. Navy Federal checking + savings, a Synchrony store card, a Huntington card. */
import { Household, MONTHS, addDays, lastBizOfMonth, mmdd, nextBiz, prevBiz, rng, scatter, ymd } from './kit';

export function nurse(): Household {
  const r = rng(2202);
  const h = new Household(
    'household-2',
    'Nurse, Columbus OH. Navy Federal checking + savings (dividends monthly on both: income series), Synchrony ' +
      'Amazon store card paid by a monthly minimum payment (transfer both sides, variable; February 2026 paid ' +
      'late, still the series line, with a LATE PAYMENT FEE), Huntington card on autopay. Biweekly shift pay ' +
      'varies with overtime (variable, no price changes); two off-cycle bonuses share the payroll description. ' +
      'Biweekly transfer to savings on payday (both sides). Healthy Paws pet insurance steps up each July; ' +
      'Anytime Fitness anchored on the 31st (clamped) with a 3-month freeze (Jun-Aug 2025, one series); Public ' +
      'Storage steps up each April (bill: rent for a unit). Progressive steps up AND down at each 6-month ' +
      'renewal. AEP Ohio debit returned once for NSF and re-presented 3 days later: the re-presented debit is the ' +
      'series line, the NSF fee is a fee. Purchase interest on the store card every month is a fee, never a ' +
      'series. Not fees: Ohio eGov service fee, City of Columbus parking convenience fee, OD fee refund, ' +
      'dividends, ATM withdrawals, COFFEE.',
  );
  const chk = h.account('nfcu-checking.csv', 'depository');
  const sav = h.account('nfcu-savings.csv', 'depository');
  const store = h.account('synchrony-amazon-card.csv', 'credit');
  const card = h.account('huntington-card.csv', 'credit');
  const pos = (d: string, text: string) => `POS Debit- Debit Card 4471 ${mmdd(d)}/${d.slice(2, 4)} ${text}`;

  // Biweekly pay, biweekly savings transfer.
  const pay = h.defineSeries('ohiohealth-pay', chk, 'biweekly', 'income', false);
  const toShares = h.defineSeries('to-savings-out', chk, 'biweekly', 'transfer', false);
  const fromChecking = h.defineSeries('to-savings-in', sav, 'biweekly', 'transfer', false);
  for (let friday = '2024-11-22'; friday <= '2026-11-20'; friday = addDays(friday, 14)) {
    const d = prevBiz(friday);
    const base = d < '2025-04-01' ? 218436 : d < '2026-04-01' ? 225180 : 231840;
    const overtime = r.chance(0.55) ? r.cents(140, 640) : 0;
    h.add(chk, d, `Deposit - ACH Paid From OHIOHEALTH CORP PAYROLL ${r.digits(8)}`, base + overtime, {
      merchant: 'OhioHealth',
      category: 'Paycheck',
      series: pay,
    });
    h.add(chk, d, 'Transfer To Shares', -10000, { category: 'Transfer', series: toShares });
    h.add(sav, d, 'Transfer From Checking', 10000, { category: 'Transfer', series: fromChecking });
  }
  h.add(chk, '2025-03-05', `Deposit - ACH Paid From OHIOHEALTH CORP PAYROLL ${r.digits(8)}`, 50000, {
    merchant: 'OhioHealth',
    category: 'Paycheck',
  });
  h.add(chk, '2026-06-03', `Deposit - ACH Paid From OHIOHEALTH CORP PAYROLL ${r.digits(8)}`, 125000, {
    merchant: 'OhioHealth',
    category: 'Paycheck',
  });

  // Dividends on both accounts (last day of the month).
  const divSav = h.defineSeries('savings-dividend', sav, 'monthly', 'income', false);
  const divChk = h.defineSeries('checking-dividend', chk, 'monthly', 'income', false);
  for (const [y, m] of MONTHS) {
    const d = ymd(y, m, 31);
    h.add(sav, d, 'Dividend', r.cents(0.21, 0.68), { category: 'Interest', series: divSav });
    h.add(chk, d, 'Dividend', r.pick([1, 2, 2, 3, 4]), { category: 'Interest', series: divChk });
  }
  for (const d of [
    '2025-07-02',
    '2025-07-09',
    '2025-07-16',
    '2025-07-23',
    '2025-07-28',
    '2025-07-30',
    '2025-07-31',
  ]) {
    const amount = r.cents(40, 160);
    h.add(sav, d, 'Transfer To Checking', -amount, { category: 'Transfer' });
    h.add(chk, d, 'Transfer From Shares', amount, { category: 'Transfer' });
  }
  h.add(sav, '2025-07-31', 'EXCESSIVE TRANSACTION FEE', -1000, { fee: 'other' });

  // Checking bills.
  const progressive = h.defineSeries('progressive', chk, 'monthly', 'bill', true);
  const aep = h.defineSeries('aep-ohio', chk, 'monthly', 'bill', false);
  const synchPay = h.defineSeries('synchrony-payment-out', chk, 'monthly', 'transfer', false);
  const synchIn = h.defineSeries('synchrony-payment-in', store, 'monthly', 'transfer', false);
  const huntPay = h.defineSeries('huntington-payment-out', chk, 'monthly', 'transfer', false);
  const huntIn = h.defineSeries('huntington-payment-in', card, 'monthly', 'transfer', false);
  const kindle = h.defineSeries('kindle-unlimited', store, 'monthly', 'subscription', true);
  const pets = h.defineSeries('healthy-paws', card, 'monthly', 'bill', true);
  const gym = h.defineSeries('anytime-fitness', card, 'monthly', 'subscription', true);
  const storage = h.defineSeries('public-storage', card, 'monthly', 'bill', true);
  const paramount = h.defineSeries('paramount-plus', card, 'monthly', 'subscription', true);
  const verizon = h.defineSeries('verizon', card, 'monthly', 'bill', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    const prog = ym < '2025-06' ? 13218 : ym < '2025-12' ? 14107 : ym < '2026-06' ? 13850 : 14420;
    h.add(chk, nextBiz(ymd(y, m, 3)), `ACH Paid To PROGRESSIVE INS ${r.digits(9)}`, -prog, {
      merchant: 'Progressive',
      category: 'Insurance',
      series: progressive,
    });
    const aepAmount = r.cents(m >= 6 && m <= 8 ? 120 : 70, m >= 6 && m <= 8 ? 210 : 150);
    if (ym === '2025-10') {
      h.add(chk, '2025-10-22', 'RET ITEM FEE NSF AEP OHIO', -2900, { fee: 'insufficient_funds' });
      h.add(chk, '2025-10-25', `ACH Paid To AEP OHIO ${r.digits(11)}`, -aepAmount, {
        merchant: '',
        category: 'Utilities',
        series: aep,
      });
    } else {
      h.add(chk, nextBiz(ymd(y, m, 22)), `ACH Paid To AEP OHIO ${r.digits(11)}`, -aepAmount, {
        merchant: '',
        category: 'Utilities',
        series: aep,
      });
    }
    // Store card: minimum payment on the 12th; February 2026 late.
    const synchDay = ym === '2026-02' ? '2026-02-19' : nextBiz(ymd(y, m, 12));
    const minimum = r.cents(35, 58);
    h.add(chk, synchDay, `ACH Paid To SYNCHRONY BANK PAYMENT ${r.digits(10)}`, -minimum, {
      merchant: 'Synchrony Bank',
      category: 'Transfer',
      series: synchPay,
    });
    h.add(store, addDays(synchDay, 1), 'PAYMENT - THANK YOU', minimum, {
      category: 'Payments',
      series: synchIn,
    });
    h.add(store, ymd(y, m, 15), 'PURCHASE INTEREST CHARGE', -r.cents(18, 33), {
      category: '',
      fee: 'interest',
    });
    if (ym !== '2024-11')
      h.add(store, ymd(y, m, 8), `Kindle Unltd*${r.alnum(9)}`, -1199, {
        merchant: 'Amazon',
        category: 'Shopping',
        series: kindle,
      });
    // Huntington card autopay on the 6th.
    if (ym !== '2024-11') {
      const d = nextBiz(ymd(y, m, 6));
      const amount = r.cents(520, 1150);
      h.add(chk, d, `ACH Paid To HUNTINGTON NATL BK CARD PMT ${r.digits(8)}`, -amount, {
        merchant: 'Huntington',
        category: 'Transfer',
        series: huntPay,
      });
      h.add(card, addDays(d, 1), 'AUTOPAY PAYMENT - THANK YOU', amount, {
        category: 'Payment',
        series: huntIn,
      });
    }
    h.add(
      card,
      ymd(y, m, 7),
      'HEALTHY PAWS PET INS 800-453-4054 WA',
      ym < '2025-07' ? -4812 : ym < '2026-07' ? -5360 : -5895,
      {
        merchant: 'Healthy Paws',
        category: 'Pets',
        series: pets,
      },
    );
    if (ym < '2025-06' || ym > '2025-08')
      h.add(card, ymd(y, m, 31), 'ABC*ANYTIME FITNESS 888-827-9262 MN', -4299, {
        merchant: 'ABC Financial',
        category: 'Fitness',
        series: gym,
      });
    h.add(
      card,
      ymd(y, m, 3),
      'PUBLIC STORAGE 27611 COLUMBUS OH',
      ym < '2025-04' ? -8900 : ym < '2026-04' ? -10400 : -11900,
      {
        merchant: 'Public Storage',
        category: 'Home Improvement',
        series: storage,
      },
    );
    h.add(card, ymd(y, m, 16), 'PARAMOUNT+ 888-274-5343 CA', ym < '2025-08' ? -799 : -899, {
      merchant: 'Paramount+',
      category: 'Entertainment',
      series: paramount,
    });
    h.add(card, ymd(y, m, 19), 'VZWRLSS*APOCC VISN', -7000, {
      merchant: 'Verizon',
      category: 'Phone',
      series: verizon,
    });
  }
  h.add(card, '2025-10-08', 'ABC*ANYTIME FITNESS 888-827-9262 MN', -2500, {
    merchant: 'ABC Financial',
    category: 'Fitness',
  });
  h.add(store, '2025-05-08', `Kindle Unltd*${r.alnum(9)}`, 1199, {
    merchant: 'Amazon',
    category: 'Shopping',
  });
  h.add(store, '2026-02-16', 'LATE PAYMENT FEE', -4100, { fee: 'late' });

  // Store card purchases (Amazon) and Huntington purchases.
  scatter(h, store, r, 1.3, [
    {
      make: () => `AMZN Mktp US*${r.alnum(9)}`,
      merchant: 'Amazon',
      category: 'Shopping',
      lo: 8,
      hi: 90,
      weight: 3,
    },
    {
      make: () => `AMAZON.COM*${r.alnum(9)} AMZN.COM/BILL WA`,
      merchant: 'Amazon',
      category: 'Shopping',
      lo: 11.99,
      hi: 11.99,
      weight: 0.15,
    },
    { make: () => `Amazon.com*${r.alnum(9)}`, merchant: 'Amazon', category: 'Shopping', lo: 12, hi: 140 },
  ]);
  scatter(h, card, r, 4, [
    {
      make: () => `KROGER #${r.pick(['0532', '0961'])} COLUMBUS OH`,
      merchant: 'Kroger',
      category: 'Groceries',
      lo: 22,
      hi: 140,
      weight: 3,
    },
    {
      make: () => `SPEEDWAY ${r.digits(5)} COLUMBUS OH`,
      merchant: 'Speedway',
      category: 'Gas',
      lo: 25,
      hi: 58,
      weight: 2,
    },
    {
      make: () => `STAUF'S COFFEE ROASTERS COLUMBUS OH`,
      merchant: "Stauf's Coffee Roasters",
      category: 'Restaurants',
      lo: 3.5,
      hi: 11,
      weight: 2,
    },
    {
      make: () => `TST* ${r.pick(['NORTHSTAR CAFE', 'LAVASH CAFE', 'HOT CHICKEN TAKEOVER'])}`,
      merchant: '',
      category: 'Restaurants',
      lo: 12,
      hi: 48,
      weight: 2,
    },
    { make: () => `CHEWY.COM 800-672-4399 FL`, merchant: 'Chewy', category: 'Pets', lo: 24, hi: 88 },
    {
      make: () => `FIGS 424-300-8330 CA`,
      merchant: 'FIGS',
      category: 'Clothing',
      lo: 38,
      hi: 128,
      weight: 0.3,
    },
    {
      make: () => `SQ *${r.pick(['CBUS FARMERS MKT', 'JENIS ICE CREAMS', 'BREWDOG'])}`,
      merchant: 'Square',
      category: 'Restaurants',
      lo: 6,
      hi: 30,
    },
    { make: () => 'BUCKEYE VETERINARY CLINIC', merchant: '', category: 'Pets', lo: 60, hi: 240, weight: 0.2 },
  ]);
  // Cancun trip, February 2025: foreign purchases with their fee.
  for (const [d, text] of [
    ['2025-02-08', 'OXXO CANCUN QR'],
    ['2025-02-08', 'SENOR FROGS CANCUN'],
    ['2025-02-09', 'XCARET PARK PLAYA DEL CA'],
    ['2025-02-10', 'LA HABICHUELA CANCUN'],
    ['2025-02-11', 'FARMACIA GUADALAJARA CUN'],
  ] as const) {
    const amount = r.cents(12, 160);
    h.add(card, d, text, -amount, { merchant: '', category: 'Travel' });
    h.add(card, d, 'INTERNATIONAL SERVICE FEE', -Math.round(amount * 0.03), {
      category: 'Fees',
      fee: 'foreign_transaction',
    });
  }
  h.add(card, '2026-03-02', 'OHIO EGOV NURSING LICENSE', -6500, {
    merchant: 'Ohio Board of Nursing',
    category: 'Government',
  });
  h.add(card, '2026-03-02', 'OHIO EGOV SERVICE FEE', -350, { merchant: 'Ohio eGov', category: 'Government' });
  for (const d of ['2025-05-17', '2025-09-20', '2026-01-24', '2026-08-15']) {
    h.add(card, d, 'CITY OF COLUMBUS PARKMOBILE CONVENIENCE FEE', -r.pick([35, 45]), {
      merchant: 'ParkMobile',
      category: 'Travel',
    });
  }

  // Checking: weekly groceries at one Giant Eagle, ATM, overdrafts.
  for (let d = '2024-11-24'; d <= '2026-11-20'; d = addDays(d, 7)) {
    if (r.chance(0.15)) continue;
    h.add(chk, d, pos(d, 'GIANT EAGLE #6512 COLUMBUS OH'), -r.cents(35, 120), {
      merchant: 'Giant Eagle',
      category: 'Groceries',
    });
  }
  scatter(h, chk, r, 0.8, [
    {
      make: (d) => pos(d, 'DUNKIN #343210 COLUMBUS OH'),
      merchant: 'Dunkin',
      category: 'Restaurants',
      lo: 2.5,
      hi: 9,
    },
    {
      make: (d) => pos(d, 'TARGET T-1852 COLUMBUS OH'),
      merchant: 'Target',
      category: 'Shopping',
      lo: 10,
      hi: 75,
    },
    {
      make: (d) => pos(d, 'CVS/PHARMACY #03398 COLUMBUS OH'),
      merchant: 'CVS',
      category: 'Health',
      lo: 5,
      hi: 40,
    },
  ]);
  for (const d of [
    '2025-01-11',
    '2025-03-29',
    '2025-06-21',
    '2025-09-06',
    '2025-12-20',
    '2026-04-04',
    '2026-07-18',
    '2026-10-10',
  ]) {
    const out = r.chance(0.6);
    h.add(
      chk,
      d,
      `ATM Withdrawal - ${out ? 'PNC BANK COLUMBUS OH' : 'NFCU ATM LEWIS CTR OH'}`,
      -r.pick([4000, 6000, 10000]),
      { category: 'Cash' },
    );
    if (out) h.add(chk, d, 'NON-NFCU ATM FEE', -100, { fee: 'atm' });
  }
  for (const d of ['2025-08-14', '2026-05-28']) {
    h.add(chk, d, pos(d, 'TARGET T-1852 COLUMBUS OH'), -r.cents(40, 90), {
      merchant: 'Target',
      category: 'Shopping',
    });
    h.add(chk, d, 'OD ITEM FEE', -2000, { fee: 'overdraft' });
  }
  h.add(chk, '2026-05-29', 'OD ITEM FEE REFUND', 2000, {});
  void lastBizOfMonth;
  return h;
}
