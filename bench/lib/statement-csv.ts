import type { Random } from './seeded-random.ts';

const MERCHANTS = [
  ['Corner Grocery', 'Groceries'],
  ['City Transit', 'Transportation'],
  ['Blue Bottle Cafe', 'Food and Drink'],
  ['Hardware Depot', 'Shopping'],
  ['Sunset Pharmacy', 'Healthcare'],
  ['Gas & Go', 'Transportation'],
  ['Book Nook', 'Shopping'],
  ['Noodle House', 'Food and Drink'],
] as const;

/** `YYYY-MM-DD`, `days` before `today`. */
function dayBefore(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A bank's CSV export with the headers the importer knows without mapping (Date, Description, Merchant,
 * Amount, Category): negative is money out. `tag` makes every file's text its own, so two files never
 * share import ids. Rows spread over the `spanDays` before `today`.
 */
export function statementCsv(opts: {
  rows: number;
  random: Random;
  tag: string;
  today: string;
  spanDays?: number;
}): string {
  const lines = ['Date,Description,Merchant,Amount,Category'];
  const span = opts.spanDays ?? 365;
  for (let i = 0; i < opts.rows; i++) {
    const [merchant, category] = opts.random.pick(MERCHANTS);
    const cents = opts.random.int(100, 25_000);
    const amount = (i % 25 === 0 ? cents * 4 : -cents) / 100;
    const date = dayBefore(opts.today, opts.random.int(0, span));
    lines.push(`${date},${merchant} ${opts.tag} ${i % 97},${merchant},${amount.toFixed(2)},${category}`);
  }
  return `${lines.join('\n')}\n`;
}
