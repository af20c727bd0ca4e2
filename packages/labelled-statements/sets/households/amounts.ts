import { toCalendarDate } from '@tourniquet/domain';
import type { IsoDate } from '@tourniquet/domain';
import type { Rng } from '../../kit/random';

/**
 * A utility bill that follows the weather: `peak` says when it is highest (gas in winter, electricity in
 * summer in the South, both for a heat pump). Returns cents between about low and high, plus noise.
 */
export function seasonalCents(
  rng: Rng,
  date: IsoDate,
  lowCents: number,
  highCents: number,
  peak: 'winter' | 'summer' | 'both',
): number {
  const { month } = toCalendarDate(date);
  const winter = (Math.cos(((month - 1) / 12) * 2 * Math.PI) + 1) / 2; // 1 in January, 0 in July
  const weight = peak === 'winter' ? winter : peak === 'summer' ? 1 - winter : Math.abs(2 * winter - 1);
  const base = lowCents + (highCents - lowCents) * weight;
  return Math.max(100, Math.round(base * (0.9 + rng.next() * 0.2)));
}

/** A fixed price that steps on `from` (inclusive): [[from, cents], ...] in date order. */
export function priceOn(steps: readonly (readonly [IsoDate, number])[], date: IsoDate): number {
  let cents = steps[0]?.[1];
  for (const [from, price] of steps) if (date >= from) cents = price;
  if (cents === undefined) throw new RangeError('priceOn needs at least one step');
  return cents;
}

/** Around `baseCents`, varying by up to +-spread (pay with overtime, a card balance, a usage bill). */
export function around(rng: Rng, baseCents: number, spreadCents: number): number {
  return baseCents + rng.int(-spreadCents, spreadCents);
}
