import { describe, expect, it } from 'vitest';
import { cadenceFromProviderFrequency, monthlyCostCents, yearlyCostCents } from './stream-cost';

describe('stream cost', () => {
  it.each([
    ['weekly', 1000, 52000],
    ['biweekly', 1000, 26000],
    ['semi_monthly', 1000, 24000],
    ['monthly', 1799, 21588],
    ['quarterly', 4500, 18000],
    ['semi_annual', 60000, 120000],
    ['annual', 13900, 13900],
  ] as const)('%s: %i cents a charge cost %i a year', (cadence, amount, yearly) => {
    expect(yearlyCostCents(amount, cadence)).toBe(yearly);
    expect(yearlyCostCents(-amount, cadence)).toBe(yearly);
  });

  it('rounds the monthly cost half-up to the cent', () => {
    expect(monthlyCostCents(13900, 'annual')).toBe(1158); // 1158.33
    expect(monthlyCostCents(1000, 'weekly')).toBe(4333); // 4333.33
    expect(monthlyCostCents(4502, 'quarterly')).toBe(1501); // 1500.67
  });

  it('maps provider frequencies and refuses unknown ones', () => {
    expect(cadenceFromProviderFrequency('MONTHLY')).toBe('monthly');
    expect(cadenceFromProviderFrequency('SEMI_MONTHLY')).toBe('semi_monthly');
    expect(cadenceFromProviderFrequency('ANNUALLY')).toBe('annual');
    expect(cadenceFromProviderFrequency('QUARTERLY')).toBe('quarterly');
    expect(cadenceFromProviderFrequency('UNKNOWN')).toBeNull();
  });
});
