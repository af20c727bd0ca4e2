import type { Cadence } from './types';

/**
 * What each cadence tolerates. `windows[k-1]` is the accepted gap in days between two consecutive charges when
 * k-1 charges were skipped (k = 1 is the normal step). The k = 1 windows are wide enough for weekend and
 * holiday shifts and month-end clamping (a charge anchored on the 31st posts on the 26th..3rd after shifts),
 * narrow enough that two cadences never accept the same normal step.
 */
export interface CadenceRule {
  cadence: Cadence;
  /** Nominal days between charges. */
  periodDays: number;
  windows: readonly (readonly [number, number])[];
  /**
   * Fewest charges that make a series (the issue: ~3 for monthly; 2 for annual and semi-annual, as pairs
   * that acceptance.ts holds to a stricter test: spring and fall sign-ups are not HOA dues).
   */
  minCount: number;
}

function multiples(period: number, base: readonly [number, number], count: number, slack: number) {
  const out: [number, number][] = [[base[0], base[1]]];
  for (let k = 2; k <= count; k++) {
    const extra = slack * (k - 1);
    out.push([
      Math.floor(period * k - (period - base[0]) - extra),
      Math.ceil(period * k + (base[1] - period) + extra),
    ]);
  }
  return out;
}

export const CADENCE_RULES: readonly CadenceRule[] = [
  { cadence: 'weekly', periodDays: 7, windows: multiples(7, [6, 8], 6, 0), minCount: 4 },
  { cadence: 'biweekly', periodDays: 14, windows: multiples(14, [12, 16], 8, 0), minCount: 3 },
  {
    cadence: 'semi_monthly',
    periodDays: 30.44 / 2,
    windows: [
      [9, 21],
      [26, 36],
    ],
    minCount: 4,
  },
  { cadence: 'monthly', periodDays: 30.44, windows: multiples(30.44, [25, 36], 8, 1), minCount: 3 },
  { cadence: 'quarterly', periodDays: 91.31, windows: multiples(91.31, [80, 102], 3, 3), minCount: 3 },
  // Two charges only as a pair of one price and text at a quiet bill's merchant (acceptance.ts): HOA dues.
  { cadence: 'semi_annual', periodDays: 182.62, windows: multiples(182.62, [165, 200], 2, 5), minCount: 2 },
  { cadence: 'annual', periodDays: 365.25, windows: multiples(365.25, [340, 390], 2, 5), minCount: 2 },
];

export const CADENCE_DAYS: Readonly<Record<Cadence, number>> = Object.fromEntries(
  CADENCE_RULES.map((rule) => [rule.cadence, rule.periodDays]),
) as Record<Cadence, number>;

/**
 * Days after the last charge during which a series still counts as active: one period plus half a period
 * plus three days of posting slack (monthly: 48 days; weekly: 13; annual: 551).
 */
export function activeGraceDays(cadence: Cadence): number {
  return Math.round(CADENCE_DAYS[cadence] * 1.5 + 3);
}

/** Cadences whose months matter (anchored on a day of month) rather than a weekday. */
export const MONTH_STEPS: Readonly<Partial<Record<Cadence, number>>> = {
  monthly: 1,
  quarterly: 3,
  semi_annual: 6,
  annual: 12,
};

/**
 * US estimated taxes are "quarterly" on uneven dates (Apr 15, Jun 15, Sep 15, Jan 15: gaps of 2 to 4
 * months). Only tax payments get this wider step.
 */
export const ESTIMATED_TAX_RULE: CadenceRule = {
  cadence: 'quarterly',
  periodDays: 91.31,
  windows: [
    [55, 130],
    [170, 200],
  ],
  minCount: 3,
};

export const ESTIMATED_TAX_PATTERN =
  /\b(?:USATAXPYMT|IRS|EST TAX|ESTIMATED TAX|ES TAX|FRANCHISE TAX|FTB|DEPT OF REVENUE|TAX PYMT|TAX PMT|1040ES|1040-ES)\b/;

/**
 * Property tax is "semi-annual" on the county's two due dates, which are rarely six months apart (early
 * February and late June: gaps of 4 to 8 months). Only property-tax payments get this wider step.
 */
export const PROPERTY_TAX_RULE: CadenceRule = {
  cadence: 'semi_annual',
  periodDays: 182.62,
  windows: [
    [110, 255],
    [340, 390],
  ],
  minCount: 3,
};

export const PROPERTY_TAX_PATTERN =
  /\b(?:REAL ESTATE TAX|REAL ESTATE TAXES|PROPERTY TAX|PROPERTY TAXES|PROP TAX|RE TAX|TAX COLLECTOR|TREASURER|CO TREAS|COUNTY TREAS|CNTY TREAS|TAX ASSESSOR)\b/;
