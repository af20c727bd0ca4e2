import type { Cents } from './money';

/**
 * Monthly-equivalent cost of recurring charges, for the Cancel Subscriptions totals. The spec gives no
 * rule; ours: weekly x52/12, biweekly x26/12, semi-monthly x2, monthly x1, quarterly /3, annually /12.
 * Unknown frequencies have no monthly equivalent and are left out of totals (and counted, so the screen
 * can say so).
 */

/** Charges per year by normalised frequency. */
const CHARGES_PER_YEAR: Readonly<Record<string, number>> = {
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
  quarterly: 4,
  yearly: 1,
  annually: 1,
  annual: 1,
};

const normalize = (frequency: string) =>
  frequency
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');

/**
 * One charge's monthly equivalent in integer cents: amount x charges-per-year / 12, rounded half away
 * from zero to the cent, per item. Totals are sums of these rounded values, so group totals always add
 * up to the overall total shown. Integer arithmetic throughout: no float ever holds a fraction of a cent.
 * Null when the frequency is unknown or irregular.
 */
export function monthlyEquivalentCents(
  amountCents: Cents,
  frequency: string | null | undefined,
): Cents | null {
  const perYear = CHARGES_PER_YEAR[normalize(frequency ?? '')];
  if (perYear === undefined) return null;
  if (!Number.isSafeInteger(amountCents))
    throw new RangeError(`Not an integer amount of cents: ${amountCents}`);
  const numerator = Math.abs(amountCents) * perYear;
  // floor((2n + d) / 2d) is n/d rounded half up, in integers.
  const rounded = Math.floor((2 * numerator + 12) / 24);
  return amountCents < 0 ? -rounded : rounded;
}

export interface RecurringCostSummary {
  /** Sum of the monthly equivalents of the items with a known frequency. */
  monthlyCents: Cents;
  /** Items left out because their frequency is unknown. */
  excludedCount: number;
}

/** Monthly-equivalent total of a list of recurring items (see monthlyEquivalentCents for rounding). */
export function recurringMonthlyCost(
  items: readonly { amountCents: Cents; frequency: string | null | undefined }[],
): RecurringCostSummary {
  let monthlyCents = 0;
  let excludedCount = 0;
  for (const item of items) {
    const monthly = monthlyEquivalentCents(item.amountCents, item.frequency);
    if (monthly === null) excludedCount += 1;
    else monthlyCents += monthly;
  }
  return { monthlyCents, excludedCount };
}
