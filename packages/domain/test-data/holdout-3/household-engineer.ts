/** Household 1: a software engineer in Austin TX. Ally checking + savings, an Amex Blue Cash card. */
import {
  Household,
  MONTHS,
  addDays,
  mmdd,
  nextBiz,
  prevBiz,
  rng,
  scatter,
  weekday,
  ymd,
} from '../holdout-2/kit';

export function engineer(): Household {
  const r = rng(3101);
  const h = new Household(
    'household-1',
    'Software engineer, Austin TX. Ally checking/savings (Ally words: "ACH Deposit", "ACH Withdrawal", "Internet ' +
      'transfer", "Debit Card Purchase", "Zelle payment"), an Amex Blue Cash Preferred card (Amex words: AplPay ' +
      'prefix, city/state tail, "AUTOPAY PAYMENT RECEIVED - THANK YOU"). Biweekly salary (fixed with a raise, no ' +
      'price changes), plus an RSU/bonus payout and an expense reimbursement with the payroll description (one-offs). ' +
      'Rent by ACH on the 1st (next business day) with a renewal rise. Savings sweep both sides; a Zelle to his own ' +
      'savings is a one-off. Amazon: Prime monthly, Kindle Unlimited and Audible are three series beside Amazon ' +
      'orders. Apple: iCloud 2.99 and Apple One 19.95 -> 21.95 are two series beside App Store one-offs. Netflix ' +
      'taxed by Texas: 17.99 + tax charged 19.47; a tax-rate change moved it to 19.48 (labelled a price change: the ' +
      'charged amount changed). A free-trial then paid VPN (2CO.COM*NORDVPN): the $0.00 trial line is not in the ' +
      'series. DigitalOcean usage-billed monthly (variable). GoDaddy domain annual (DNH*GODADDY with an order id). ' +
      'Peloton app paused four months then resumed. Hulu ended. Fees: Amex foreign transaction fees on a Mexico ' +
      'trip, the Amex annual membership fee (annual_card, never a series), one interest charge, one late fee and ' +
      'its reversal (not a fee). Not fees: ATM withdrawals, Ally ATM fee reimbursements, COFFEE, CHOCOLATE, the ' +
      'TX DPS / Travis County portal service fees.',
  );
  const chk = h.account('ally-checking.csv', 'depository');
  const sav = h.account('ally-savings.csv', 'depository');
  const amex = h.account('amex-card.csv', 'credit');
  const debit = (d: string, text: string) => `Debit Card Purchase - ${text}`;
  const aplpay = (text: string) => (r.chance(0.35) ? `AplPay ${text}` : text);

  // Biweekly salary on Fridays (previous business day on a holiday).
  const pay = h.defineSeries('salary', chk, 'biweekly', 'income', false);
  for (let friday = '2024-11-22'; friday <= '2026-11-20'; friday = addDays(friday, 14)) {
    const d = prevBiz(friday);
    h.add(chk, d, 'ACH Deposit INDEED INC PAYROLL', d < '2025-04-01' ? 312488 : 329914, {
      merchant: 'Indeed',
      category: 'Paycheck',
      series: pay,
    });
  }
  h.add(chk, '2025-03-14', 'ACH Deposit INDEED INC PAYROLL', 842210, {
    merchant: 'Indeed',
    category: 'Paycheck',
  });
  h.add(chk, '2026-03-13', 'ACH Deposit INDEED INC PAYROLL', 911850, {
    merchant: 'Indeed',
    category: 'Paycheck',
  });
  h.add(chk, '2025-10-21', 'ACH Deposit INDEED INC PAYROLL', 18412, {
    merchant: 'Indeed',
    category: 'Paycheck',
  });

  // Rent on the 1st (ACH, next business day), a renewal rise in July 2025 and July 2026.
  const rent = h.defineSeries('rent', chk, 'monthly', 'bill', true);
  const sweepOut = h.defineSeries('sweep-out', chk, 'monthly', 'transfer', false);
  const sweepIn = h.defineSeries('sweep-in', sav, 'monthly', 'transfer', false);
  const interest = h.defineSeries('savings-interest', sav, 'monthly', 'income', false);
  const electric = h.defineSeries('austin-energy', chk, 'monthly', 'bill', false);
  const internet = h.defineSeries('google-fiber', chk, 'monthly', 'bill', true);
  const amexOut = h.defineSeries('amex-autopay-out', chk, 'monthly', 'transfer', false);
  const amexIn = h.defineSeries('amex-autopay-in', amex, 'monthly', 'transfer', false);
  let balance = 18000;
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    const d1 = nextBiz(ymd(y, m, 1));
    h.add(
      chk,
      d1,
      `ACH Withdrawal RENTPAYMENT.COM RENT PMT ${r.digits(9)}`,
      ym < '2025-07' ? -189500 : ym < '2026-07' ? -194500 : -197500,
      { merchant: r.chance(0.5) ? 'RentPayment' : '', category: r.chance(0.5) ? 'Rent' : '', series: rent },
    );
    // Savings sweep on the 20th, a fixed 750 that became 1000.
    const d20 = nextBiz(ymd(y, m, 20));
    const sweep = ym < '2025-06' ? 75000 : 100000;
    h.add(chk, d20, 'Internet transfer to Online Savings account XXXXXX4417', -sweep, {
      category: 'Transfer',
      series: sweepOut,
    });
    h.add(sav, d20, 'Internet transfer from Interest Checking account XXXXXX9032', sweep, {
      category: 'Transfer',
      series: sweepIn,
    });
    balance += sweep / 100;
    h.add(sav, ymd(y, m, 31), 'Interest Paid', Math.round((balance * 0.038 * 100) / 12) + r.int(0, 40), {
      category: 'Interest Income',
      series: interest,
    });
    // Austin Energy (city utility: electric + water + trash), variable, ~the 12th.
    const summer = m >= 6 && m <= 9;
    h.add(
      chk,
      nextBiz(ymd(y, m, 12 + r.int(0, 2))),
      `ACH Withdrawal CITY OF AUSTIN UTILITY ${r.digits(10)}`,
      -r.cents(summer ? 210 : 110, summer ? 340 : 175),
      { merchant: 'City of Austin', category: r.chance(0.6) ? 'Utilities' : '', series: electric },
    );
    h.add(chk, nextBiz(ymd(y, m, 8)), 'ACH Withdrawal GOOGLE FIBER INC', ym < '2026-02' ? -7000 : -7500, {
      merchant: 'Google',
      category: 'Internet',
      series: internet,
    });
    // Amex autopay on the 26th: variable statement balance; card side the same day.
    if (ym !== '2024-11') {
      const d26 = nextBiz(ymd(y, m, 26));
      const amount = r.cents(1400, 3300);
      h.add(chk, d26, `ACH Withdrawal AMEX EPAYMENT ACH PMT W${r.digits(4)}`, -amount, {
        merchant: 'American Express',
        category: 'Credit Card Payment',
        series: amexOut,
      });
      h.add(amex, d26, 'AUTOPAY PAYMENT RECEIVED - THANK YOU', amount, {
        category: 'Payments',
        series: amexIn,
      });
    }
  }
  h.add(chk, '2025-09-03', 'Zelle payment to Sam Okafor Savings JPM99A1B2C3', -250000, {
    category: 'Transfer',
  });
  h.add(sav, '2025-09-03', 'Zelle payment from SAMUEL OKAFOR JPM99A1B2C3', 250000, { category: 'Transfer' });
  h.add(sav, '2026-04-14', 'Internet transfer to Interest Checking account XXXXXX9032', -420000, {
    category: 'Transfer',
  });
  h.add(chk, '2026-04-14', 'Internet transfer from Online Savings account XXXXXX4417', 420000, {
    category: 'Transfer',
  });
  h.add(chk, '2026-04-15', `ACH Withdrawal IRS USATAXPYMT ${r.digits(15)}`, -388100, { category: 'Taxes' });

  // Amex subscriptions.
  const netflix = h.defineSeries('netflix', amex, 'monthly', 'subscription', true);
  const prime = h.defineSeries('amazon-prime', amex, 'monthly', 'subscription', true);
  const kindle = h.defineSeries('kindle-unlimited', amex, 'monthly', 'subscription', true);
  const audible = h.defineSeries('audible', amex, 'monthly', 'subscription', true);
  const icloud = h.defineSeries('icloud', amex, 'monthly', 'subscription', true);
  const appleOne = h.defineSeries('apple-one', amex, 'monthly', 'subscription', true);
  const hulu = h.defineSeries('hulu', amex, 'monthly', 'subscription', true);
  const peloton = h.defineSeries('peloton-app', amex, 'monthly', 'subscription', true);
  const ocean = h.defineSeries('digitalocean', amex, 'monthly', 'subscription', false);
  const phone = h.defineSeries('visible', amex, 'monthly', 'bill', true);
  const nord = h.defineSeries('nordvpn', amex, 'monthly', 'subscription', true);
  const gym = h.defineSeries('orangetheory', amex, 'monthly', 'subscription', true);
  const insurance = h.defineSeries('lemonade-renters', amex, 'monthly', 'bill', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    h.add(
      amex,
      ymd(y, m, 7),
      'NETFLIX.COM NETFLIX.COM CA',
      ym < '2025-02' ? -1677 : ym < '2026-01' ? -1947 : -1948,
      {
        merchant: 'Netflix',
        category: 'Entertainment',
        series: netflix,
      },
    );
    h.add(amex, ymd(y, m, 17), `Amazon Prime*${r.alnum(9)} Amzn.com/bill WA`, -1499, {
      merchant: r.chance(0.7) ? 'Amazon' : '',
      category: 'Merchandise & Supplies',
      series: prime,
    });
    h.add(amex, ymd(y, m, 3), `Kindle Svcs*${r.alnum(9)} 888-802-3080 WA`, -1199, {
      merchant: r.chance(0.6) ? 'Amazon' : 'Kindle',
      category: 'Merchandise & Supplies',
      series: kindle,
    });
    if (ym >= '2025-03')
      h.add(amex, ymd(y, m, 31), `Audible*${r.alnum(9)} Amzn.com/bill NJ`, -1495, {
        merchant: r.chance(0.5) ? 'Amazon' : 'Audible',
        category: 'Merchandise & Supplies',
        series: audible,
      });
    h.add(amex, ymd(y, m, 23), 'APPLE.COM/BILL 866-712-7753 CA', -299, {
      merchant: 'Apple',
      category: 'Merchandise & Supplies',
      series: icloud,
    });
    h.add(amex, ymd(y, m, 11), 'APPLE.COM/BILL 866-712-7753 CA', ym < '2025-08' ? -1995 : -2195, {
      merchant: 'Apple',
      category: 'Merchandise & Supplies',
      series: appleOne,
    });
    if (ym <= '2025-05')
      h.add(amex, ymd(y, m, 28), `HULU ${r.digits(9)} HULU.COM/BILLCA`, -1899, {
        merchant: 'Hulu',
        category: 'Entertainment',
        series: hulu,
      });
    if (!(ym >= '2025-06' && ym <= '2025-09'))
      h.add(amex, ymd(y, m, 14), 'PELOTON* MEMBERSHIP 866-679-9129 NY', ym < '2026-05' ? -1299 : -1499, {
        merchant: 'Peloton',
        category: r.chance(0.5) ? 'Entertainment' : '',
        series: peloton,
      });
    h.add(amex, ymd(y, m, 1), `DIGITALOCEAN.COM 646-827-4366 NY`, -r.cents(6.2, 31.8), {
      merchant: 'DigitalOcean',
      category: 'Business Services',
      series: ocean,
    });
    h.add(amex, ymd(y, m, 19), 'VISIBLE 866-331-3527 CO', ym < '2025-10' ? -2500 : -3000, {
      merchant: 'Visible',
      category: 'Communications',
      series: phone,
    });
    if (ym >= '2025-05')
      h.add(amex, ymd(y, m, 10), `2CO.COM*NORDVPN ${r.digits(8)} NL`, -1299, {
        merchant: '2Checkout',
        category: '',
        series: nord,
      });
    const otfDay = ymd(y, m, 15);
    if (ym !== '2025-12')
      h.add(amex, otfDay, `ORANGETHEORY FITNESS ${r.digits(4)} AUSTIN TX`, ym < '2026-01' ? -16900 : -17900, {
        merchant: 'Orangetheory',
        category: 'Entertainment',
        series: gym,
      });
    h.add(amex, ymd(y, m, 4), 'LEMONADE I* LEMONADE INSURA NEW YORK NY', -1417, {
      merchant: 'Lemonade',
      category: 'Insurance',
      series: insurance,
    });
  }
  // The VPN free trial: a $0.00 authorisation line a month before the first paid charge.
  h.add(amex, '2025-04-10', `2CO.COM*NORDVPN ${r.digits(8)} NL`, 0, { merchant: '2Checkout', category: '' });
  // Hulu's last month refunded; an App Store mix; Amazon orders beside Prime; Kindle book purchases.
  h.add(amex, '2025-06-02', `HULU ${r.digits(9)} HULU.COM/BILLCA`, 1899, {
    merchant: 'Hulu',
    category: 'Entertainment',
  });
  for (let i = 0; i < 11; i++) {
    h.add(
      amex,
      addDays('2024-11-25', r.int(0, 720)),
      'APPLE.COM/BILL 866-712-7753 CA',
      -r.pick([99, 299, 499, 999, 2995]),
      {
        merchant: 'Apple',
        category: 'Merchandise & Supplies',
      },
    );
  }
  h.add(amex, '2026-02-12', 'APPLE.COM/BILL 866-712-7753 CA', 2195, {
    merchant: 'Apple',
    category: 'Merchandise & Supplies',
  });
  for (let i = 0; i < 14; i++) {
    h.add(
      amex,
      addDays('2024-11-25', r.int(0, 720)),
      `Kindle Svcs*${r.alnum(9)} 888-802-3080 WA`,
      -r.pick([299, 499, 799, 1199, 1499]),
      {
        merchant: 'Amazon',
        category: 'Merchandise & Supplies',
      },
    );
  }
  // Annual: domain (GoDaddy, with an order id) and the Amex membership fee (a fee, never a series).
  const domain = h.defineSeries('godaddy-domain', amex, 'annual', 'subscription', true);
  h.add(amex, '2025-01-09', `DNH*GODADDY#${r.digits(10)} 480-505-8855 AZ`, -2299, {
    merchant: 'GoDaddy',
    category: 'Business Services',
    series: domain,
  });
  h.add(amex, '2026-01-09', `DNH*GODADDY#${r.digits(10)} 480-505-8855 AZ`, -2499, {
    merchant: 'GoDaddy',
    category: 'Business Services',
    series: domain,
  });
  h.add(amex, '2025-06-22', `DNH*GODADDY#${r.digits(10)} 480-505-8855 AZ`, -1199, {
    merchant: 'GoDaddy',
    category: 'Business Services',
  });
  h.add(amex, '2025-02-28', 'ANNUAL MEMBERSHIP FEE', -9500, {
    category: 'Fees & Adjustments',
    fee: 'annual_card',
  });
  h.add(amex, '2026-02-28', 'ANNUAL MEMBERSHIP FEE', -9500, {
    category: 'Fees & Adjustments',
    fee: 'annual_card',
  });
  // Mexico trip in March 2026: purchases in pesos with a foreign transaction fee line each.
  for (const [d, text] of [
    ['2026-03-05', 'OXXO CANCUN QR'],
    ['2026-03-05', 'RESTAURANTE LA HABICHUELA CANCUN'],
    ['2026-03-06', 'ADO AUTOBUSES CANCUN'],
    ['2026-03-07', 'XCARET PARQUE PLAYA DEL CAR'],
    ['2026-03-08', 'LA CHOPERIA TULUM'],
  ] as const) {
    const cents = r.cents(9, 140);
    h.add(amex, d, text, -cents, { category: 'Travel' });
    h.add(amex, d, `FOREIGN TRANSACTION FEE ${text}`, -Math.round(cents * 0.027), {
      category: 'Fees & Adjustments',
      fee: 'foreign_transaction',
    });
  }
  h.add(amex, '2025-08-24', 'INTEREST CHARGE ON PAY OVER TIME PURCHASES', -3418, {
    category: '',
    fee: 'interest',
  });
  h.add(amex, '2025-08-24', 'LATE FEE', -3000, { category: 'Fees & Adjustments', fee: 'late' });
  h.add(amex, '2025-09-02', 'LATE FEE REVERSAL', 3000, { category: 'Fees & Adjustments' });
  h.add(amex, '2025-09-14', 'Fee Adjustment - Interest Charge', 3418, { category: 'Fees & Adjustments' });

  // Irregular Amex spending.
  const places = ['AUSTIN TX', 'AUSTIN TX', 'ROUND ROCK TX', 'CEDAR PARK TX'];
  scatter(h, amex, r, 2.2, [
    {
      make: () => aplpay(`H-E-B #${r.digits(3)} ${r.pick(places)}`),
      merchant: 'H-E-B',
      category: 'Groceries',
      lo: 14,
      hi: 160,
      weight: 4,
    },
    {
      make: () => aplpay(`TST* TORCHYS TACOS ${r.pick(places)}`),
      merchant: "Torchy's Tacos",
      category: 'Restaurant',
      lo: 9,
      hi: 38,
      weight: 2,
    },
    {
      make: () => aplpay(`SQ *CUVEE COFFEE ${r.pick(places)}`),
      merchant: 'Cuvee Coffee',
      category: 'Restaurant',
      lo: 4,
      hi: 11,
      weight: 3,
    },
    {
      make: () => aplpay(`STARBUCKS STORE ${r.digits(5)} ${r.pick(places)}`),
      merchant: 'Starbucks',
      category: 'Restaurant',
      lo: 4,
      hi: 9,
      weight: 2,
    },
    {
      make: () => `UBER *TRIP HELP.UBER.COM CA`,
      merchant: 'Uber',
      category: 'Travel',
      lo: 8,
      hi: 34,
      weight: 2,
    },
    {
      make: () => `AMZN Mktp US*${r.alnum(9)} Amzn.com/bill WA`,
      merchant: 'Amazon',
      category: 'Merchandise & Supplies',
      lo: 7,
      hi: 120,
      weight: 3,
    },
    {
      make: () => `AMAZON.COM*${r.alnum(9)} AMZN.COM/BILLWA`,
      merchant: 'Amazon',
      category: 'Merchandise & Supplies',
      lo: 12,
      hi: 90,
      weight: 1,
    },
    {
      make: () => `SHELL OIL ${r.digits(11)} ${r.pick(places)}`,
      merchant: 'Shell',
      category: 'Gas',
      lo: 28,
      hi: 61,
      weight: 1.5,
    },
    {
      make: () => `SQ *DELYSIA CHOCOLATIER AUSTIN TX`,
      merchant: '',
      category: 'Restaurant',
      lo: 8,
      hi: 42,
      weight: 0.3,
    },
    {
      make: () => `PAYPAL *${r.pick(['EBAY', 'ETSY', 'STEAM', 'REI'])} 402-935-7733 CA`,
      merchant: 'PayPal',
      category: 'Merchandise & Supplies',
      lo: 9,
      hi: 80,
      weight: 1,
    },
    {
      make: () => `TARGET ${r.digits(8)} ${r.pick(places)}`,
      merchant: 'Target',
      category: 'Merchandise & Supplies',
      lo: 8,
      hi: 90,
      weight: 1.5,
    },
  ]);
  // The same 12.99 / 14.99 at other merchants on subscription days.
  for (const [d, text, c] of [
    ['2025-07-10', 'CHUYS AUSTIN TX', -1299],
    ['2026-01-10', 'BOOKPEOPLE AUSTIN TX', -1299],
    ['2025-10-17', 'ALAMO DRAFTHOUSE AUSTIN TX', -1499],
    ['2026-06-17', 'ALAMO DRAFTHOUSE AUSTIN TX', -1499],
  ] as const)
    h.add(amex, d, text, c, { category: 'Entertainment' });

  // Ally checking: a few debit purchases, ATM, portal fees, Venmo.
  scatter(h, chk, r, 0.9, [
    {
      make: (d) => debit(d, `COSTCO WHSE #${r.digits(4)} AUSTIN TX`),
      merchant: 'Costco',
      category: 'Groceries',
      lo: 40,
      hi: 260,
      weight: 2,
    },
    {
      make: (d) => debit(d, `SQ *ZILKER COFFEE AUSTIN TX`),
      merchant: 'Square',
      category: 'Restaurants',
      lo: 4,
      hi: 10,
    },
    {
      make: (d) => debit(d, `TX DPS DRIVER LICENSE AUSTIN TX ${mmdd(d)}`),
      merchant: '',
      category: 'Government',
      lo: 33,
      hi: 33,
      weight: 0.1,
    },
  ]);
  for (const d of ['2025-01-11', '2025-05-24', '2025-09-20', '2026-01-31', '2026-06-06', '2026-10-17']) {
    h.add(
      chk,
      d,
      `ATM Withdrawal ${r.pick(['CARDTRONICS', 'BANK OF AMERICA', 'CHASE BANK'])} AUSTIN TX`,
      -r.pick([6000, 10000, 20000]),
      { category: 'Cash' },
    );
    h.add(chk, addDays(d, 3 + (weekday(d) === 6 ? 2 : 0)), 'ATM Fee Reimbursement', r.pick([300, 350, 400]), {
      category: 'Fee Refund',
    });
  }
  h.add(chk, '2025-08-05', 'Debit Card Purchase - TRAVIS COUNTY TAX OFFICE SERVICE FEE AUSTIN TX', -395, {
    category: 'Government',
  });
  h.add(chk, '2025-08-05', 'Debit Card Purchase - TRAVIS COUNTY TAX OFFICE AUSTIN TX', -8375, {
    category: 'Government',
  });
  h.add(chk, '2026-08-04', 'Debit Card Purchase - TEXAS.GOV*SERVICEFEE-DPS 512-463-9308 TX', -225, {
    category: 'Government',
  });
  for (let d = '2024-12-03'; d <= '2026-11-20'; d = addDays(d, r.int(9, 40))) {
    h.add(chk, nextBiz(d), `ACH Deposit VENMO CASHOUT ${r.digits(10)}`, r.cents(25, 260), {
      merchant: 'Venmo',
      category: 'Transfer',
    });
  }
  return h;
}
