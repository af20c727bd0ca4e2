/** Household 1: a graduate student in Ann Arbor MI. Chime checking + savings, a Bilt card (rent), Venmo. */
import {
  Household,
  MONTHS,
  addDays,
  lastBizOfMonth,
  mmdd,
  mmddNoSlash,
  nextBiz,
  rng,
  scatter,
  ymd,
  yymmdd,
} from './kit';

export function gradStudent(): Household {
  const r = rng(2101);
  const h = new Household(
    'household-1',
    'Graduate student, Ann Arbor MI. Chime checking/savings (POS PURCHASE - mmdd style), Bilt Mastercard (rent is ' +
      'charged to the card), Venmo as its own account. Stipend on the last business day (two off-cycle deposits ' +
      'with the same description are not in the series; fixed pay has no price changes). MOHELA student loan in ' +
      'deferment until June 2026 (one voluntary payment in 2025 is not in the series); repayment started 5 months ' +
      'ago. Spotify student 5.99 converts to 11.99. Card payment: checking side and card side are both transfer ' +
      'series. Chime Save When I Get Paid is a fixed-percent transfer (both sides). Chime savings interest is a ' +
      'monthly income series. Not fees: ATM withdrawals, the library late fee, the landlord late fee charged through ' +
      'Bilt, COFFEE and CHOCOLATE shops. Fees: out-of-network ATM fees, one purchase interest charge, one late ' +
      'payment fee, one returned-deposit chargeback fee (the chargeback of the deposited check itself is principal, ' +
      'not a fee). DoorDash orders beside DashPass, Google Play beside Google One, App Store beside iCloud: one-offs.',
  );
  const chk = h.account('chime-checking.csv', 'depository');
  const sav = h.account('chime-savings.csv', 'depository');
  const card = h.account('bilt-card.csv', 'credit');
  const venmo = h.account('venmo.csv', 'other');

  const pos = (d: string, text: string) => `POS PURCHASE - ${mmddNoSlash(d)} ${text}`;

  // Stipend, savings sweep, savings interest.
  const pay = h.defineSeries('stipend', chk, 'monthly', 'income', false);
  const sweepOut = h.defineSeries('save-when-paid-out', chk, 'monthly', 'transfer', false);
  const sweepIn = h.defineSeries('save-when-paid-in', sav, 'monthly', 'transfer', false);
  const interest = h.defineSeries('savings-interest', sav, 'monthly', 'income', false);
  let balance = 900;
  for (const [y, m] of MONTHS) {
    const d = lastBizOfMonth(y, m);
    const amount = d < '2025-09-01' ? 261250 : 274500;
    h.add(chk, d, `DIRECT DEP UNIV OF MICHIGAN PAYROLL ${yymmdd(d)} PPD ID: 1386006000`, amount, {
      merchant: 'University of Michigan',
      category: 'Income',
      series: pay,
    });
    const sweep = Math.round(amount / 10);
    h.add(chk, d, 'Transfer to Chime Savings', -sweep, { series: sweepOut, category: 'Transfer' });
    h.add(sav, d, 'Transfer from Chime Checking', sweep, { series: sweepIn, category: 'Transfer' });
    balance += sweep / 100;
    const end = ymd(y, m, 31);
    h.add(sav, end, 'Interest Paid', Math.round((balance * 0.02 * 100) / 12 + r.int(0, 9)), {
      series: interest,
      category: 'Interest',
    });
  }
  h.add(chk, '2025-06-13', 'DIRECT DEP UNIV OF MICHIGAN PAYROLL 250613 PPD ID: 1386006000', 150000, {
    merchant: 'University of Michigan',
    category: 'Income',
  });
  h.add(chk, '2026-03-13', 'DIRECT DEP UNIV OF MICHIGAN PAYROLL 260313 PPD ID: 1386006000', 41237, {
    merchant: 'University of Michigan',
    category: 'Income',
  });
  for (const d of ['2025-08-19', '2026-01-07', '2026-05-21']) {
    const amount = r.cents(150, 600);
    h.add(sav, d, 'Transfer to Chime Checking', -amount, { category: 'Transfer' });
    h.add(chk, d, 'Transfer from Chime Savings', amount, { category: 'Transfer' });
  }

  // Student loan: deferment, then repayment on the 28th (next business day), 5 charges.
  h.add(chk, '2025-04-10', `MOHELA STUDENT LN ${r.digits(10)} PPD ID: 3455600212`, -10000, {
    merchant: 'MOHELA',
  });
  const loan = h.defineSeries('mohela', chk, 'monthly', 'loan', true);
  for (const m of [6, 7, 8, 9, 10]) {
    h.add(chk, nextBiz(ymd(2026, m, 28)), `MOHELA STUDENT LN ${r.digits(10)} PPD ID: 3455600212`, -21844, {
      merchant: 'MOHELA',
      category: 'Loan Payments',
      series: loan,
    });
  }

  // Bilt card: rent, subscriptions, bills.
  const rent = h.defineSeries('bilt-rent', card, 'monthly', 'bill', true);
  const spotify = h.defineSeries('spotify', card, 'monthly', 'subscription', true);
  const phone = h.defineSeries('us-mobile', card, 'monthly', 'bill', true);
  const internet = h.defineSeries('att-internet', card, 'monthly', 'bill', true);
  const dashpass = h.defineSeries('dashpass', card, 'monthly', 'subscription', true);
  const uberOne = h.defineSeries('uber-one', card, 'monthly', 'subscription', true);
  const chatgpt = h.defineSeries('chatgpt', card, 'monthly', 'subscription', true);
  const googleOne = h.defineSeries('google-one', card, 'monthly', 'subscription', true);
  const ytStudent = h.defineSeries('youtube-student', card, 'monthly', 'subscription', true);
  const icloud = h.defineSeries('icloud', card, 'monthly', 'subscription', true);
  const zotero = h.defineSeries('zotero-annual', card, 'annual', 'subscription', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    h.add(
      card,
      ymd(y, m, 1),
      `BILT RENT PACKARD ST APTS ${r.alnum(8)}`,
      ym < '2025-08' ? -115000 : ym < '2026-08' ? -119500 : -124000,
      { merchant: 'Bilt Rewards', category: 'Shopping', series: rent },
    );
    // Spotify: the June 2025 charge was declined and retried 3 days later.
    const spotifyDay = ym === '2025-06' ? ymd(y, m, 17) : ymd(y, m, 14);
    h.add(card, spotifyDay, 'Spotify USA', ym < '2026-06' ? -599 : -1199, {
      merchant: 'Spotify',
      category: 'Entertainment',
      series: spotify,
    });
    h.add(card, ymd(y, m, 9), 'US MOBILE 877-274-7075 NY', ym < '2026-03' ? -2000 : -1750, {
      merchant: 'US Mobile',
      category: 'Utilities',
      series: phone,
    });
    h.add(card, ymd(y, m, 19), 'ATT*BILL PAYMENT 800-288-2020 TX', ym < '2026-01' ? -5500 : -6000, {
      merchant: 'AT&T',
      category: 'Phone',
      series: internet,
    });
    if (ym >= '2024-12' && ym <= '2026-03')
      h.add(card, ymd(y, m, 5), 'DOORDASH DASHPASS', -999, {
        merchant: 'DoorDash',
        category: 'Restaurants',
        series: dashpass,
      });
    if (ym >= '2026-04')
      h.add(card, ymd(y, m, 22), 'UBER *ONE MEMBERSHIP', -999, {
        merchant: 'Uber',
        category: 'Travel',
        series: uberOne,
      });
    if (ym >= '2026-07')
      h.add(card, ymd(y, m, 17), 'OPENAI *CHATGPT SUBSCR', -2000, {
        merchant: 'OpenAI',
        category: '',
        series: chatgpt,
      });
    h.add(card, ymd(y, m, 3), 'GOOGLE *Google One', -199, {
      merchant: 'Google',
      category: 'Shopping',
      series: googleOne,
    });
    if (ym >= '2025-01' && ym <= '2025-06')
      h.add(card, ymd(y, m, 26), 'GOOGLE *YouTube Premium', -799, {
        merchant: 'Google',
        category: 'Shopping',
        series: ytStudent,
      });
    h.add(card, ymd(y, m, 11), 'APPLE.COM/BILL 866-712-7753 CA', ym < '2025-09' ? -99 : -299, {
      merchant: 'Apple',
      category: 'Shopping',
      series: icloud,
    });
  }
  h.add(card, '2025-07-14', 'US MOBILE 877-274-7075 NY', -1000, {
    merchant: 'US Mobile',
    category: 'Utilities',
  });
  h.add(card, '2025-02-06', 'BILT RENT - LATE FEE PACKARD ST APTS', -5000, {
    merchant: 'Bilt Rewards',
    category: 'Shopping',
  });
  h.add(card, '2024-12-08', 'PADDLE.NET* ZOTERO', -2000, {
    merchant: 'Paddle',
    category: '',
    series: zotero,
  });
  h.add(card, '2025-12-08', 'PADDLE.NET* ZOTERO', -2000, {
    merchant: 'Paddle',
    category: '',
    series: zotero,
  });
  h.add(card, '2026-02-20', 'PADDLE.NET* ZOTERO', 2000, { merchant: 'Paddle', category: '' });
  h.add(card, '2026-02-19', 'PADDLE.NET* ZOTERO', -2000, { merchant: 'Paddle', category: '' });
  for (const d of ['2025-01-30', '2025-05-02', '2025-10-15', '2026-02-27', '2026-07-08', '2026-10-03']) {
    h.add(card, d, 'APPLE.COM/BILL 866-712-7753 CA', -r.pick([199, 499, 699, 1499]), {
      merchant: 'Apple',
      category: 'Shopping',
    });
  }
  h.add(card, '2025-11-12', 'APPLE.COM/BILL 866-712-7753 CA', 699, {
    merchant: 'Apple',
    category: 'Shopping',
  });
  for (let i = 0; i < 9; i++) {
    const d = addDays('2024-12-01', r.int(0, 700));
    h.add(card, d, 'GOOGLE *Google Play Apps', -r.pick([99, 299, 499]), {
      merchant: 'Google',
      category: 'Shopping',
    });
  }
  h.add(card, '2026-08-09', 'OPENAI *CHATGPT SUBSCR', 2000, { merchant: 'OpenAI', category: '' });
  h.add(card, '2026-08-09', 'OPENAI *CHATGPT SUBSCR', -2000, { merchant: 'OpenAI', category: '' });
  h.add(card, '2025-09-25', 'PURCHASE INTEREST CHARGE', -1422, {
    category: 'Fees & Adjustments',
    fee: 'interest',
  });
  h.add(card, '2026-04-26', 'LATE PAYMENT FEE', -2900, { category: 'Fees & Adjustments', fee: 'late' });

  // Card payments: checking side on the 24th-ish, card side the next day. April 2026 paid late (manual).
  const payOut = h.defineSeries('bilt-payment-out', chk, 'monthly', 'transfer', false);
  const payIn = h.defineSeries('bilt-payment-in', card, 'monthly', 'transfer', false);
  for (const [y, m] of MONTHS) {
    if (y === 2024) continue;
    const d = y === 2026 && m === 4 ? '2026-04-28' : nextBiz(ymd(y, m, 24));
    const amount = r.cents(1380, 1960);
    h.add(chk, d, `BILT MASTERCARD PAYMENT WEB ID: 9874531003 CONF ${r.alnum(9)}`, -amount, {
      merchant: 'Bilt Rewards',
      category: 'Credit Card Payment',
      series: payOut,
    });
    h.add(card, addDays(d, 1), 'PAYMENT RECEIVED - THANK YOU', amount, {
      category: 'Payment',
      series: payIn,
    });
  }

  // Irregular spending.
  const places = ['ANN ARBOR MI', 'ANN ARBOR MI', 'YPSILANTI MI'];
  scatter(h, card, r, 3.6, [
    {
      make: () =>
        `DOORDASH*${r.pick(['PANERA BREAD', 'CHIPOTLE', 'NO THAI', 'JERUSALEM GARDEN', 'BLAZE PIZZA', 'SAVAS'])}`,
      merchant: 'DoorDash',
      category: 'Restaurants',
      lo: 11,
      hi: 42,
      weight: 4,
    },
    { make: () => 'UBER *EATS', merchant: 'Uber Eats', category: 'Travel', lo: 12, hi: 38, weight: 3 },
    {
      make: () => `GRUBHUB*${r.pick(['FRITA BATIDOS', 'PIZZA HOUSE', 'BIGALORA'])}`,
      merchant: 'Grubhub',
      category: 'Restaurants',
      lo: 14,
      hi: 36,
      weight: 2,
    },
    {
      make: () => `TST* ${r.pick(['SLURPING TURTLE', 'BEYU CAFFE', 'ZINGERMANS DELI'])}`,
      merchant: '',
      category: 'Restaurants',
      lo: 8,
      hi: 31,
    },
    {
      make: () => `SQ *${r.pick(['ROOS ROAST COFFEE', 'MIGHTY GOOD COFFEE', 'LITTLE CITY COFFEE'])}`,
      merchant: 'Square',
      category: 'Restaurants',
      lo: 3.5,
      hi: 9,
    },
    { make: () => `AMZN Mktp US*${r.alnum(9)}`, merchant: 'Amazon', category: 'Shopping', lo: 9, hi: 64 },
    {
      make: () => `TARGET 000${r.digits(5)} ${r.pick(places)}`,
      merchant: 'Target',
      category: 'Shopping',
      lo: 6,
      hi: 55,
    },
    {
      make: () => `STEAMGAMES.COM 4259522985`,
      merchant: 'Steam',
      category: 'Entertainment',
      lo: 4.99,
      hi: 29.99,
      weight: 0.3,
    },
  ]);
  // The same $9.99 at other merchants on the DashPass/Uber One days.
  for (const d of ['2025-03-05', '2025-08-05', '2026-05-22', '2026-09-22']) {
    h.add(card, d, r.pick(['CHIPOTLE 1123', 'STEAMGAMES.COM 4259522985', 'MICHIGAN THEATER']), -999, {
      merchant: '',
      category: 'Entertainment',
    });
  }
  // Weekly groceries at one Kroger (not a series), coffee, chocolate, ATM.
  for (let d = '2024-11-23'; d <= '2026-11-20'; d = addDays(d, 7)) {
    if (r.chance(0.12)) continue;
    const day = addDays(d, r.pick([0, 0, 0, 1, -1]));
    h.add(chk, day, pos(day, 'KROGER #638 ANN ARBOR MI'), -r.cents(28, 96), {
      merchant: 'Kroger',
      category: 'Groceries',
    });
  }
  scatter(h, chk, r, 1.4, [
    {
      make: (d) => pos(d, 'SWEETWATERS COFFEE & TEA ANN ARBOR MI'),
      merchant: 'Sweetwaters Coffee',
      category: 'Restaurants',
      lo: 3,
      hi: 8,
      weight: 3,
    },
    {
      make: (d) => pos(d, `SHELL OIL 57444${r.digits(4)} ANN ARBOR MI`),
      merchant: 'Shell',
      category: 'Gas',
      lo: 18,
      hi: 44,
    },
    {
      make: (d) => pos(d, 'KILWINS CHOCOLATE ANN ARBOR MI'),
      merchant: '',
      category: 'Shopping',
      lo: 4,
      hi: 16,
      weight: 0.3,
    },
    {
      make: (d) => pos(d, 'MEIJER #258 ANN ARBOR MI'),
      merchant: 'Meijer',
      category: 'Groceries',
      lo: 12,
      hi: 70,
    },
    {
      make: (d) => pos(d, `UM PARKING SVCS ${r.digits(4)} ANN ARBOR MI`),
      merchant: 'University of Michigan',
      category: 'Travel',
      lo: 2,
      hi: 7,
    },
  ]);
  for (const d of [
    '2025-01-18',
    '2025-04-05',
    '2025-07-26',
    '2025-11-08',
    '2026-02-14',
    '2026-06-20',
    '2026-09-12',
  ]) {
    const out = d === '2025-04-05' || d === '2025-11-08' || d === '2026-06-20' || d === '2026-09-12';
    h.add(
      chk,
      d,
      `ATM WITHDRAWAL - ${mmddNoSlash(d)} ${out ? 'CARDTRONICS 7-ELEVEN' : 'ALLPOINT UM UNION'} ANN ARBOR MI`,
      -r.pick([2000, 4000, 6000]),
      { category: 'Cash' },
    );
    if (out) h.add(chk, d, 'OUT-OF-NETWORK ATM FEE', -250, { fee: 'atm' });
  }
  h.add(chk, '2025-10-21', pos('2025-10-21', 'AADL LATE FEE ANN ARBOR MI'), -340, {
    merchant: 'Ann Arbor District Library',
    category: 'Education',
  });
  h.add(chk, '2026-09-02', 'MOBILE CHECK DEPOSIT 1043', 15000, { category: 'Deposit' });
  h.add(chk, '2026-09-08', 'RETURN ITEM CHARGEBACK CK 1043', -15000, { category: 'Deposit' });
  h.add(chk, '2026-09-08', 'RETURN ITEM CHARGEBACK FEE', -1500, { fee: 'insufficient_funds' });

  // Venmo: splits with friends, irregular cash-outs to Chime (not a series).
  const friends = ['Jordan Lee', 'Priya Shah', 'Marcus Webb', 'Hana Ito', 'Leo Brandt'];
  const memos = ['pizza', 'groceries', 'uber', 'concert tix', 'brunch', 'wifi', 'ski trip', 'thai'];
  for (let d = '2024-11-25'; d <= '2026-11-20'; d = addDays(d, r.int(4, 13))) {
    const inbound = r.chance(0.5);
    const amount = r.cents(6, 60);
    h.add(
      venmo,
      d,
      `${inbound ? 'Payment from' : 'Payment to'} ${r.pick(friends)} - ${r.pick(memos)}`,
      inbound ? amount : -amount,
      {
        merchant: 'Venmo',
        category: 'Transfer',
      },
    );
    if (r.chance(0.22)) {
      const cash = r.cents(20, 120);
      h.add(venmo, d, 'Standard Transfer to CHIME ****2291', -cash, {
        merchant: 'Venmo',
        category: 'Transfer',
      });
      h.add(chk, nextBiz(addDays(d, 1)), `VENMO CASHOUT ${r.digits(11)} PPD ID: 5264681992`, cash, {
        merchant: 'Venmo',
        category: 'Transfer',
      });
    }
  }
  void mmdd;
  return h;
}
