import { addDays } from '@tourniquet/domain';
import { dayInMonth } from '../../kit/calendar';
import { type Household, MONTHS } from '../../kit/household';
import type { Rng } from '../../kit/random';

/** Household 1, Amex card: the subscriptions, their one-off neighbours, the annual charges and the fees. */
export function engineerAmex(h: Household, r: Rng, amex: string): void {
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
      dayInMonth(y, m, 7),
      'NETFLIX.COM NETFLIX.COM CA',
      ym < '2025-02' ? -1677 : ym < '2026-01' ? -1947 : -1948,
      {
        merchant: 'Netflix',
        category: 'Entertainment',
        series: netflix,
      },
    );
    h.add(amex, dayInMonth(y, m, 17), `Amazon Prime*${r.alnum(9)} Amzn.com/bill WA`, -1499, {
      merchant: r.chance(0.7) ? 'Amazon' : '',
      category: 'Merchandise & Supplies',
      series: prime,
    });
    h.add(amex, dayInMonth(y, m, 3), `Kindle Svcs*${r.alnum(9)} 888-802-3080 WA`, -1199, {
      merchant: r.chance(0.6) ? 'Amazon' : 'Kindle',
      category: 'Merchandise & Supplies',
      series: kindle,
    });
    if (ym >= '2025-03')
      h.add(amex, dayInMonth(y, m, 31), `Audible*${r.alnum(9)} Amzn.com/bill NJ`, -1495, {
        merchant: r.chance(0.5) ? 'Amazon' : 'Audible',
        category: 'Merchandise & Supplies',
        series: audible,
      });
    h.add(amex, dayInMonth(y, m, 23), 'APPLE.COM/BILL 866-712-7753 CA', -299, {
      merchant: 'Apple',
      category: 'Merchandise & Supplies',
      series: icloud,
    });
    h.add(amex, dayInMonth(y, m, 11), 'APPLE.COM/BILL 866-712-7753 CA', ym < '2025-08' ? -1995 : -2195, {
      merchant: 'Apple',
      category: 'Merchandise & Supplies',
      series: appleOne,
    });
    if (ym <= '2025-05')
      h.add(amex, dayInMonth(y, m, 28), `HULU ${r.digits(9)} HULU.COM/BILLCA`, -1899, {
        merchant: 'Hulu',
        category: 'Entertainment',
        series: hulu,
      });
    if (!(ym >= '2025-06' && ym <= '2025-09'))
      h.add(
        amex,
        dayInMonth(y, m, 14),
        'PELOTON* MEMBERSHIP 866-679-9129 NY',
        ym < '2026-05' ? -1299 : -1499,
        {
          merchant: 'Peloton',
          category: r.chance(0.5) ? 'Entertainment' : '',
          series: peloton,
        },
      );
    h.add(amex, dayInMonth(y, m, 1), `DIGITALOCEAN.COM 646-827-4366 NY`, -r.centsFromDollars(6.2, 31.8), {
      merchant: 'DigitalOcean',
      category: 'Business Services',
      series: ocean,
    });
    h.add(amex, dayInMonth(y, m, 19), 'VISIBLE 866-331-3527 CO', ym < '2025-10' ? -2500 : -3000, {
      merchant: 'Visible',
      category: 'Communications',
      series: phone,
    });
    if (ym >= '2025-05')
      h.add(amex, dayInMonth(y, m, 10), `2CO.COM*NORDVPN ${r.digits(8)} NL`, -1299, {
        merchant: '2Checkout',
        category: '',
        series: nord,
      });
    const otfDay = dayInMonth(y, m, 15);
    if (ym !== '2025-12')
      h.add(amex, otfDay, `ORANGETHEORY FITNESS ${r.digits(4)} AUSTIN TX`, ym < '2026-01' ? -16900 : -17900, {
        merchant: 'Orangetheory',
        category: 'Entertainment',
        series: gym,
      });
    h.add(amex, dayInMonth(y, m, 4), 'LEMONADE I* LEMONADE INSURA NEW YORK NY', -1417, {
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
    const cents = r.centsFromDollars(9, 140);
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
}
