import { dayInMonth } from '../../kit/calendar';
import { type Household, MONTHS } from '../../kit/household';
import type { Rng } from '../../kit/random';

/** Household 3, Discover card: the subscriptions, the annual and semi-annual charges, interest. */
export function freelancerDiscover(h: Household, r: Rng, card: string): void {
  // Discover card subscriptions.
  const adobe = h.defineSeries('adobe', card, 'monthly', 'subscription', true);
  const workspace = h.defineSeries('google-workspace', card, 'monthly', 'subscription', true);
  const notionMonthly = h.defineSeries('notion-monthly', card, 'monthly', 'subscription', true);
  const notionAnnual = h.defineSeries('notion-annual', card, 'annual', 'subscription', true);
  const climb = h.defineSeries('movement-climbing', card, 'monthly', 'subscription', true);
  const comcast = h.defineSeries('comcast', card, 'monthly', 'bill', true);
  const mint = h.defineSeries('mint-mobile', card, 'annual', 'bill', true);
  const figma = h.defineSeries('figma', card, 'annual', 'subscription', true);
  const sqsp = h.defineSeries('squarespace', card, 'annual', 'subscription', true);
  const fontstand = h.defineSeries('fontstand', card, 'semi_annual', 'subscription', true);
  const onepass = h.defineSeries('1password', card, 'annual', 'subscription', true);
  const midjourney = h.defineSeries('midjourney', card, 'monthly', 'subscription', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    h.add(card, dayInMonth(y, m, 31), `ADOBE *ADOBE 408-536-6000 CA`, ym < '2025-06' ? -5999 : -6999, {
      merchant: 'Adobe',
      category: 'Services',
      series: adobe,
    });
    h.add(
      card,
      dayInMonth(y, m, 1),
      `GOOGLE *GSUITE_ninapatel.design`,
      ym < '2025-04' ? -720 : ym < '2026-03' ? -1440 : -1680,
      {
        merchant: 'Google',
        category: 'Services',
        series: workspace,
      },
    );
    if (ym <= '2025-07')
      h.add(card, dayInMonth(y, m, 12), 'NOTION LABS, INC. NOTION.SO CA', -1000, {
        merchant: 'Notion',
        category: 'Services',
        series: notionMonthly,
      });
    if (!(ym >= '2025-12' && ym <= '2026-02'))
      h.add(
        card,
        dayInMonth(y, m, 3),
        `MOVEMENT CLIMBING ${r.pick(['BAKER', 'RINO'])} DENVER CO`,
        ym < '2026-03' ? -9500 : -9900,
        {
          merchant: r.chance(0.5) ? 'Movement Climbing' : '',
          category: 'Services',
          series: climb,
        },
      );
    h.add(card, dayInMonth(y, m, 20), 'COMCAST CABLE COMM 800-COMCAST CO', ym < '2025-10' ? -6500 : -7000, {
      merchant: 'Comcast',
      category: 'Services',
      series: comcast,
    });
    if (ym >= '2026-05')
      h.add(card, dayInMonth(y, m, 25), 'PADDLE.NET* MIDJOURNEY', -1000, {
        merchant: 'Paddle',
        category: '',
        series: midjourney,
      });
  }
  for (const d of ['2025-08-12', '2026-08-12'])
    h.add(card, d, 'NOTION LABS, INC. NOTION.SO CA', -9600, {
      merchant: 'Notion',
      category: 'Services',
      series: notionAnnual,
    });
  for (const d of ['2025-03-30', '2026-03-30'])
    h.add(card, d, 'MINT MOBILE 800-683-7392 CA', -18000, {
      merchant: 'Mint Mobile',
      category: 'Services',
      series: mint,
    });
  for (const d of ['2025-02-06', '2026-02-06'])
    h.add(card, d, 'FIGMA 415-890-5404 CA', d < '2026-01-01' ? -14400 : -19200, {
      merchant: 'Figma',
      category: 'Services',
      series: figma,
    });
  for (const d of ['2024-12-19', '2025-12-19'])
    h.add(card, d, `SQSP* WEBSITE #${r.digits(8)} SQUARESPACE.CNY`, -19200, {
      merchant: 'Squarespace',
      category: 'Services',
      series: sqsp,
    });
  for (const d of ['2025-01-28', '2025-07-28', '2026-01-28', '2026-07-28'])
    h.add(card, d, 'PADDLE.NET* FONTSTAND', -4200, { merchant: 'Paddle', category: '', series: fontstand });
  for (const d of ['2025-04-22', '2026-04-22'])
    h.add(card, d, `FS *1PASSWORD FS *1PASSWORD.COM ${r.digits(6)}`, -3588, {
      merchant: 'FastSpring',
      category: 'Merchandise',
      series: onepass,
    });
  h.add(card, '2025-10-04', `SQSP* DOMAIN #${r.digits(8)} SQUARESPACE.CNY`, -2000, {
    merchant: 'Squarespace',
    category: 'Services',
  });
  h.add(card, '2025-04-30', 'ADOBE *STOCK 408-536-6000 CA', -2999, {
    merchant: 'Adobe',
    category: 'Services',
  });
  h.add(card, '2026-06-12', 'ADOBE *ADOBE 408-536-6000 CA', 6999, {
    merchant: 'Adobe',
    category: 'Services',
  });
  h.add(card, '2025-09-11', 'INTEREST CHARGE ON PURCHASES', -4127, { category: 'Interest', fee: 'interest' });
  h.add(card, '2025-10-11', 'INTEREST CHARGE ON PURCHASES', -2260, { category: 'Interest', fee: 'interest' });
}
