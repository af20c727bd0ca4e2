import type { Cents } from '../../money';

/** The cadences of a recurring stream, shortest first. */
export const STREAM_CADENCES = [
  'weekly',
  'biweekly',
  'semi_monthly',
  'monthly',
  'quarterly',
  'semi_annual',
  'annual',
] as const;
export type StreamCadence = (typeof STREAM_CADENCES)[number];

const CHARGES_PER_YEAR: Record<StreamCadence, number> = {
  weekly: 52,
  biweekly: 26,
  semi_monthly: 24,
  monthly: 12,
  quarterly: 4,
  semi_annual: 2,
  annual: 1,
};

export const CADENCE_LABELS: Record<StreamCadence, string> = {
  weekly: 'Weekly',
  biweekly: 'Every 2 weeks',
  semi_monthly: 'Twice a month',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  semi_annual: 'Every 6 months',
  annual: 'Yearly',
};

/** What one charge of `amountCents` costs over a year at this cadence (magnitude, integer cents). */
export function yearlyCostCents(amountCents: Cents, cadence: StreamCadence): Cents {
  return Math.abs(amountCents) * CHARGES_PER_YEAR[cadence];
}

/** The same cost per month, rounded half-up to the cent. */
export function monthlyCostCents(amountCents: Cents, cadence: StreamCadence): Cents {
  return Math.round(yearlyCostCents(amountCents, cadence) / 12);
}

/** Provider frequency (Plaid's WEEKLY ... ANNUALLY, or an inferred QUARTERLY) as a stream cadence. */
export function cadenceFromProviderFrequency(frequency: string): StreamCadence | null {
  switch (frequency.trim().toUpperCase()) {
    case 'WEEKLY':
      return 'weekly';
    case 'BIWEEKLY':
      return 'biweekly';
    case 'SEMI_MONTHLY':
      return 'semi_monthly';
    case 'MONTHLY':
      return 'monthly';
    case 'QUARTERLY':
      return 'quarterly';
    case 'SEMI_ANNUALLY':
      return 'semi_annual';
    case 'ANNUALLY':
    case 'YEARLY':
      return 'annual';
    default:
      return null;
  }
}
