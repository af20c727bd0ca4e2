import type { Payment } from './card-payments';
import type { HouseholdBuilder } from './household';
import { monthlyDates } from './schedule';
import { ALWAYS, fixedSeries, sameText } from './series-helpers';

/** Household 3, Citi card: the software a freelancer pays for, two domains, a phone plan paid twice a year. */
export function household3Card(h: HouseholdBuilder, file: string, payments: readonly Payment[]): void {
  const { rng } = h;
  const sub = { file, cadence: 'monthly', kind: 'subscription', active: true } as const;
  fixedSeries(h, {
    ...sub,
    id: 'h3-adobe',
    // Anchored on the 31st: Feb 28, Apr 30, Jun 30, ...
    dates: monthlyDates({ day: 31 }),
    prices: [
      [ALWAYS, 5499],
      ['2025-06-01', 5999],
    ],
    line: sameText('ADOBE *CREATIVE CLOUD 408-536-6000 CA', 'Adobe', 'Professional Services'),
    traps: ['month-end-clamp', 'price-up', 'processor-prefix'],
  });
  h.addSeries({
    ...sub,
    id: 'h3-aws',
    fixed: false,
    traps: ['variable-amount', 'usage-billing'],
    dates: monthlyDates({ day: 3 }),
    direction: 'out',
    amountCents: () => rng.int(412, 6188),
    line: () => ({
      description: 'AMAZON WEB SERVICES AWS.AMAZON.CO WA',
      merchant: 'Amazon Web Services',
      wrongMerchant: 'Amazon',
      category: 'Professional Services',
    }),
  });
  fixedSeries(h, {
    ...sub,
    id: 'h3-setapp',
    dates: monthlyDates({ day: 12 }),
    prices: [[ALWAYS, 999]],
    line: sameText('FS *SETAPP 888-720-1119 NY', 'Setapp', 'Professional Services', 'FastSpring'),
    traps: ['processor-prefix'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h3-dropbox',
    active: false,
    dates: monthlyDates({ day: 17, to: '2026-02-28' }),
    prices: [[ALWAYS, 1199]],
    line: () => ({
      description: `DROPBOX*${rng.code(9)} DROPBOX.COM CA`,
      merchant: 'Dropbox',
      category: 'Professional Services',
    }),
    traps: ['ended', 'order-id'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h3-google-one',
    dates: monthlyDates({ day: 5, from: '2026-03-01' }),
    prices: [[ALWAYS, 999]],
    line: sameText('GOOGLE *Google One g.co/helppay#CA', 'Google', 'Professional Services'),
    traps: ['processor-prefix', 'started-recently'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h3-chatgpt',
    dates: monthlyDates({ day: 14, from: '2026-07-01' }),
    prices: [[ALWAYS, 2000]],
    line: sameText('OPENAI *CHATGPT SUBSCR OPENAI.COM CA', 'OpenAI', 'Professional Services'),
    traps: ['started-recently', 'processor-prefix'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h3-squarespace-domain',
    cadence: 'annual',
    dates: monthlyDates({ day: 11, stepMonths: 12, firstMonth: '2025-04-01' }),
    prices: [[ALWAYS, 2000]],
    line: () => ({
      description: `SQSP* DOMAIN#${rng.digits(7)} SQUARESPACE.COM NY`,
      merchant: 'Squarespace',
      category: 'Professional Services',
    }),
    traps: ['annual', 'processor-prefix', 'order-id'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h3-namecheap-domain',
    cadence: 'annual',
    dates: monthlyDates({ day: 2, stepMonths: 12, firstMonth: '2024-12-01' }),
    prices: [[ALWAYS, 1598]],
    line: () => ({
      description: `NAMECHEAP.COM* ${rng.code(8)} PHOENIX AZ`,
      merchant: 'Namecheap',
      category: 'Professional Services',
    }),
    traps: ['annual', 'order-id'],
  });
  fixedSeries(h, {
    ...sub,
    id: 'h3-mint-mobile',
    cadence: 'semi_annual',
    kind: 'bill',
    dates: monthlyDates({ day: 10, stepMonths: 6, firstMonth: '2024-12-01' }),
    // The introductory six-month price ends.
    prices: [
      [ALWAYS, 9000],
      ['2025-06-01', 12000],
    ],
    line: sameText('MINT MOBILE 800-683-7392 CA', 'Mint Mobile', 'Bills & Utilities'),
    traps: ['semi-annual', 'price-up'],
  });
  h.addSeries({
    id: 'h3-citi-payment-received',
    file,
    cadence: 'monthly',
    kind: 'transfer',
    fixed: false,
    active: true,
    traps: ['own-transfer', 'card-payment', 'variable-amount', 'skipped-month'],
    dates: payments.map((p) => p.date),
    direction: 'in',
    amountCents: (_date, index) => payments[index]?.cents ?? 0,
    line: () => ({ description: 'PAYMENT THANK YOU-MOBILE', merchant: '', category: 'Payment' }),
  });
}
