import { daysBetween, type IsoDate } from '../dates';

/**
 * Plaid has no quarterly frequency and reports such streams (water bills, quarterly boxes) as UNKNOWN,
 * which would otherwise read "Irregular" with a +30-day next date. When the provider does not know, the
 * average gap between the first and last charge decides, inside these bands (days) only.
 */
const GAP_BANDS: readonly { frequency: string; min: number; max: number }[] = [
  { frequency: 'WEEKLY', min: 6, max: 8 },
  { frequency: 'BIWEEKLY', min: 13, max: 15 },
  { frequency: 'MONTHLY', min: 27, max: 33 },
  { frequency: 'QUARTERLY', min: 85, max: 97 },
  { frequency: 'ANNUALLY', min: 350, max: 380 },
];

const isUnknown = (frequency: string) => frequency.trim() === '' || /^unknown$/i.test(frequency.trim());

/**
 * The provider's frequency when it has one; otherwise one inferred from `count` charges spread from
 * `firstDate` to `lastDate`, or the provider's value unchanged when the gaps fit no band.
 */
export function effectiveFrequency(
  frequency: string,
  firstDate: IsoDate,
  lastDate: IsoDate,
  count: number,
): string {
  if (!isUnknown(frequency) || count < 2) return frequency;
  const gap = daysBetween(firstDate, lastDate) / (count - 1);
  return GAP_BANDS.find((band) => gap >= band.min && gap <= band.max)?.frequency ?? frequency;
}
