import { describe, expect, it } from 'vitest';
import { barFractions, businessCategoryLabel } from './business-labels.ts';

describe('business labels', () => {
  it('title-cases expense names and keeps income names', () => {
    expect(businessCategoryLabel('software_and_cloud_services')).toBe('Software And Cloud Services');
    expect(businessCategoryLabel('Service Sales')).toBe('Service Sales');
    expect(businessCategoryLabel(null)).toBe('No category yet');
  });
  it('draws bars against the largest, none for refunds', () => {
    expect(barFractions([200, 100, -50])).toEqual([1, 0.5, 0]);
    expect(barFractions([])).toEqual([]);
  });
});
