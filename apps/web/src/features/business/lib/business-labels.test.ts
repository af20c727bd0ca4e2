import { describe, expect, it } from 'vitest';
import { barFractions, businessCategoryLabel } from './business-labels.ts';

describe('business labels', () => {
  it('labels expense names by the one label function and keeps income names', () => {
    expect(businessCategoryLabel('software_and_cloud_services')).toBe('Software and Cloud Services');
    expect(businessCategoryLabel('fuel')).toBe('Fuel');
    expect(businessCategoryLabel('tools')).toBe('Tools');
    expect(businessCategoryLabel('Service Sales')).toBe('Service Sales');
    expect(businessCategoryLabel(null)).toBe('No category yet');
  });
  it('draws bars against the largest, none for refunds', () => {
    expect(barFractions([200, 100, -50])).toEqual([1, 0.5, 0]);
    expect(barFractions([])).toEqual([]);
  });
});
