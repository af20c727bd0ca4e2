/**
 * How a national or online merchant is written down: `m` turns dollars into integer cents and a fixed text
 * into a function, and the store-number helpers draw from the generator only when a row is printed.
 */
import type { Rng } from '../../kit/random';
import type { Merchant } from './lib';

type Text = string | ((r: Rng) => string);
export function m(
  key: string,
  detailed: string,
  dollars: [number, number],
  text: Text,
  options: Omit<Merchant, 'key' | 'detailed' | 'lo' | 'hi' | 'text'> = {},
): Merchant {
  return {
    key,
    detailed,
    lo: Math.round(dollars[0] * 100),
    hi: Math.round(dollars[1] * 100),
    text: typeof text === 'string' ? () => text : text,
    ...options,
  };
}
export const n = (r: Rng, digits: number) => r.digits(digits);
export const pickNo =
  (...stores: string[]) =>
  (r: Rng) =>
    r.pick(stores);
