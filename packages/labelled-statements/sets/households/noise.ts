import type { Rng } from '../../kit/random';
import type { ExportStyle, RowInput } from './types';

/** Wrong merchants as aggregators really get them wrong: the processor, a big brand, a neighbour. */
const WRONG_MERCHANTS = [
  'PayPal',
  'Square',
  'Amazon',
  'Walmart',
  'Target',
  'Google',
  'Venmo',
  'Shell',
  'Starbucks',
];

const CATEGORIES = [
  'Entertainment',
  'Bills & Utilities',
  'Food & Drink',
  'Fees & Adjustments',
  'Shopping',
  'Travel',
  'Gas',
  'Groceries',
  'Health & Wellness',
  'Personal',
  'Home',
  'Automotive',
  'Professional Services',
];

/** About 60% clean, a quarter empty, the rest wrong (the task's "empty or WRONG for the rest"). */
export function printedMerchant(rng: Rng, input: RowInput): string {
  if (input.merchantExact !== undefined) return input.merchantExact;
  const roll = rng.next();
  if (roll < 0.6) return input.merchant;
  if (roll < 0.87) return '';
  const wrong = input.wrongMerchant ?? rng.pick(WRONG_MERCHANTS.filter((m) => m !== input.merchant));
  return wrong;
}

/** Card exports categorise almost every line; checking exports mostly leave Category empty. */
export function printedCategory(rng: Rng, style: ExportStyle, input: RowInput): string {
  if (input.categoryExact !== undefined) return input.categoryExact;
  const roll = rng.next();
  const [correct, wrong] = style === 'card' ? [0.92, 0.96] : [0.3, 0.35];
  if (roll < correct) return input.category;
  if (roll < wrong) return rng.pick(CATEGORIES.filter((c) => c !== input.category));
  return '';
}
