import { addDays } from '@tourniquet/domain';
import { dayInMonth } from '../../kit/calendar';
import { type Household, MONTHS, nextBiz } from '../../kit/household';
import type { Rng } from '../../kit/random';

/** Household 1, Bilt card: rent, subscriptions and bills, one-offs, fees, then the card payments (both sides). */
export function gradStudentBiltCard(h: Household, r: Rng, chk: string, card: string): void {
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
      dayInMonth(y, m, 1),
      `BILT RENT PACKARD ST APTS ${r.alnum(8)}`,
      ym < '2025-08' ? -115000 : ym < '2026-08' ? -119500 : -124000,
      { merchant: 'Bilt Rewards', category: 'Shopping', series: rent },
    );
    // Spotify: the June 2025 charge was declined and retried 3 days later.
    const spotifyDay = ym === '2025-06' ? dayInMonth(y, m, 17) : dayInMonth(y, m, 14);
    h.add(card, spotifyDay, 'Spotify USA', ym < '2026-06' ? -599 : -1199, {
      merchant: 'Spotify',
      category: 'Entertainment',
      series: spotify,
    });
    h.add(card, dayInMonth(y, m, 9), 'US MOBILE 877-274-7075 NY', ym < '2026-03' ? -2000 : -1750, {
      merchant: 'US Mobile',
      category: 'Utilities',
      series: phone,
    });
    h.add(card, dayInMonth(y, m, 19), 'ATT*BILL PAYMENT 800-288-2020 TX', ym < '2026-01' ? -5500 : -6000, {
      merchant: 'AT&T',
      category: 'Phone',
      series: internet,
    });
    if (ym >= '2024-12' && ym <= '2026-03')
      h.add(card, dayInMonth(y, m, 5), 'DOORDASH DASHPASS', -999, {
        merchant: 'DoorDash',
        category: 'Restaurants',
        series: dashpass,
      });
    if (ym >= '2026-04')
      h.add(card, dayInMonth(y, m, 22), 'UBER *ONE MEMBERSHIP', -999, {
        merchant: 'Uber',
        category: 'Travel',
        series: uberOne,
      });
    if (ym >= '2026-07')
      h.add(card, dayInMonth(y, m, 17), 'OPENAI *CHATGPT SUBSCR', -2000, {
        merchant: 'OpenAI',
        category: '',
        series: chatgpt,
      });
    h.add(card, dayInMonth(y, m, 3), 'GOOGLE *Google One', -199, {
      merchant: 'Google',
      category: 'Shopping',
      series: googleOne,
    });
    if (ym >= '2025-01' && ym <= '2025-06')
      h.add(card, dayInMonth(y, m, 26), 'GOOGLE *YouTube Premium', -799, {
        merchant: 'Google',
        category: 'Shopping',
        series: ytStudent,
      });
    h.add(card, dayInMonth(y, m, 11), 'APPLE.COM/BILL 866-712-7753 CA', ym < '2025-09' ? -99 : -299, {
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
    const d = y === 2026 && m === 4 ? '2026-04-28' : nextBiz(dayInMonth(y, m, 24));
    const amount = r.centsFromDollars(1380, 1960);
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
}
