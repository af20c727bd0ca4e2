/** Household 4's Chase Ink: its software subscriptions and one-off software purchases, with the foreign fees. */
import { addDays } from '@tourniquet/domain';
import { END, irregularDates, monthlyDates, put } from './lib';
import type { Denver } from './household-4-setup';

export function addInkSoftware({ rng, h, ink }: Denver): void {
  // ---- Chase Ink ----
  const workspace = h.defineSeries('google-workspace', ink.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-12-01', END, 1)) {
    const seats = d < '2025-05-01' ? 3 : d < '2026-02-01' ? 4 : 3;
    const perSeat = d < '2025-03-01' ? 1400 : 1680;
    put(
      ink,
      d,
      `GOOGLE *GSUITE_mesaclay g.co/helppay# CA`,
      -seats * perSeat,
      ['google', 'Google', 'Professional Services'],
      { series: workspace },
    );
  }
  for (const d of irregularDates(rng, 14, 45))
    put(ink, d, `GOOGLE *ADS${rng.digits(10)} cc@google.com CA`, -rng.cents(5000, 35000), [
      'google',
      'Google',
      'Professional Services',
    ]);
  const shopify = h.defineSeries('shopify', ink.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 14))
    put(
      ink,
      d,
      `SHOPIFY* ${rng.digits(9)} SHOPIFY.COM ON`,
      -3900,
      ['shopify', 'Shopify', 'Professional Services'],
      { series: shopify },
    );
  for (const d of irregularDates(rng, 30, 120))
    put(ink, d, `SHOPIFY* ${rng.digits(9)} SHOPIFY.COM ON`, -rng.cents(500, 6000), [
      'shopify',
      'Shopify',
      'Professional Services',
    ]);
  const qbo = h.defineSeries('quickbooks', ink.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 20))
    put(
      ink,
      d,
      `INTUIT *QBooks Online CL.INTUIT.COM CA`,
      d < '2025-07-01' ? -3500 : d < '2026-07-01' ? -3800 : -4200,
      ['intuit', 'Intuit', 'Professional Services'],
      { series: qbo },
    );
  const aws = h.defineSeries('aws', ink.file, 'monthly', 'subscription', false);
  for (const d of monthlyDates('2024-12-02', END, 2))
    put(
      ink,
      addDays(d, rng.int(0, 1)),
      'AMAZON WEB SERVICES AWS.AMAZON.CO WA',
      -rng.cents(1800, 9600),
      ['aws', 'Amazon Web Services', 'Professional Services', { merchant: 'Amazon' }],
      { series: aws },
    );
  put(ink, '2025-08-09', 'AMAZON WEB SERVICES AWS.AMAZON.CO WA', 2500, [
    'aws',
    'Amazon Web Services',
    'Professional Services',
  ]);
  const adobe = h.defineSeries('adobe-creative-cloud', ink.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 31))
    put(
      ink,
      d,
      'ADOBE *CREATIVE CLOUD 408-536-6000 CA',
      d < '2025-06-30' ? -5999 : -6999,
      ['adobe', 'Adobe', 'Professional Services'],
      { series: adobe },
    );
  for (const d of ['2025-03-12', '2025-09-04', '2026-06-22'])
    put(ink, d, 'ADOBE *STOCK 408-536-6000 CA', -2999, ['adobe', 'Adobe', 'Professional Services']);
  const slack = h.defineSeries('slack', ink.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', '2025-06-30', 27))
    put(
      ink,
      d,
      `SLACK T0${rng.code(7)} DUBLIN IRL`,
      d < '2025-05-01' ? -2625 : -3500,
      ['slack', 'Slack', 'Professional Services'],
      { series: slack },
    );
  put(ink, '2025-06-28', 'INTERNATIONAL SERVICE FEE', -105, ['fx', '', 'Fees & Adjustments'], {
    fee: 'foreign_transaction',
  });
  put(ink, '2025-05-28', 'FOREIGN TRANSACTION FEE', -105, ['fx', '', 'Fees & Adjustments'], {
    fee: 'foreign_transaction',
  });
  const chatgpt = h.defineSeries('chatgpt', ink.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2026-07-09', END, 9))
    put(
      ink,
      d,
      'OPENAI *CHATGPT SUBSCR OPENAI.COM CA',
      -2000,
      ['openai', 'OpenAI', 'Professional Services'],
      { series: chatgpt },
    );
  const transistor = h.defineSeries('paddle-podcast-host', ink.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2025-01-17', END, 17))
    put(ink, d, 'PADDLE.NET* TRANSISTORFM LONDON GBR', -1900, ['paddle', 'Paddle', 'Professional Services'], {
      series: transistor,
    });
  const canva = h.defineSeries('canva-annual', ink.file, 'annual', 'subscription', true);
  put(
    ink,
    '2025-02-08',
    `CANVA* I0${rng.digits(7)} SURRY HILLS AUS`,
    -11999,
    ['canva', 'Canva', 'Professional Services'],
    { series: canva },
  );
  put(
    ink,
    '2026-02-08',
    `CANVA* I0${rng.digits(7)} SURRY HILLS AUS`,
    -11999,
    ['canva', 'Canva', 'Professional Services'],
    { series: canva },
  );
  put(ink, '2025-08-14', '2CO.COM*FOXIT SOFTWARE 877-294-6933 NL', -15900, [
    '2co',
    '',
    'Professional Services',
  ]);
  put(ink, '2026-04-02', 'FS *SKETCHUP 877-878-8837 NV', -11900, ['fs', '', 'Professional Services']);
}
