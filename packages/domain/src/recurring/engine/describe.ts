import { toCalendarDate, type IsoDate } from '../../dates';
import { formatUsd, type Cents } from '../../money';
import type { Cadence, PriceChange } from './types';

const CADENCE_WORDS: Readonly<Record<Cadence, string>> = {
  weekly: 'weekly',
  biweekly: 'every 2 weeks',
  semi_monthly: 'twice a month',
  monthly: 'monthly',
  quarterly: 'quarterly',
  semi_annual: 'every 6 months',
  annual: 'yearly',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Thursday', 'Friday', 'Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday']; // day 0 = Thu 1970-01-01

export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const monthYear = (date: IsoDate) => {
  const { year, month } = toCalendarDate(date);
  return `${MONTHS[month - 1]} ${year}`;
};

export interface WhyInput {
  count: number;
  cadence: Cadence;
  /** Day of month for monthly and longer cadences, weekday number for weekly ones. */
  anchorText: string;
  amounts: readonly Cents[];
  typicalCents: Cents;
  variable: boolean;
  priceChanges: readonly PriceChange[];
}

/** Where a series sits in its period, in words: "around the 23rd", "on Fridays", "around the 1st and 15th". */
export function anchorWords(
  cadence: Cadence,
  monthDay: number,
  semi: [number, number],
  weekdayDay: number,
): string {
  if (cadence === 'weekly' || cadence === 'biweekly') return `on ${WEEKDAYS[((weekdayDay % 7) + 7) % 7]}s`;
  if (cadence === 'semi_monthly')
    return `around the ${ordinal(semi[0])} and ${semi[1] >= 31 ? 'last day' : ordinal(semi[1])}`;
  return monthDay >= 31 ? 'at month end' : `around the ${ordinal(monthDay)}`;
}

/** Plain words for people: "14 charges, monthly around the 23rd, $15.49 then $17.99 since Jan 2025". */
export function whyText(input: WhyInput): string {
  const head = `${input.count} charges, ${CADENCE_WORDS[input.cadence]} ${input.anchorText}`;
  if (input.variable) {
    const low = Math.min(...input.amounts);
    const high = Math.max(...input.amounts);
    return `${head}, ${formatUsd(low)} to ${formatUsd(high)}, typically ${formatUsd(input.typicalCents)}`;
  }
  if (input.priceChanges.length === 0) return `${head}, ${formatUsd(input.typicalCents)} each`;
  const steps = input.priceChanges.map(
    (change) => `${formatUsd(change.toCents)} since ${monthYear(change.date)}`,
  );
  return `${head}, ${formatUsd((input.priceChanges[0] as PriceChange).fromCents)} then ${steps.join(', then ')}`;
}
