import { describe, expect, it } from 'vitest';
import { categoryDisplayName } from '../categories/category-labels';
import { businessCategoryNamed } from './business-use';

describe('businessCategoryNamed', () => {
  it('reads a business category back from its label, as every screen and file writes it, or from its name', () => {
    expect(categoryDisplayName('office_supplies')).toBe('Office Supplies');
    expect(businessCategoryNamed('Office Supplies')).toBe('office_supplies');
    expect(businessCategoryNamed(' office supplies ')).toBe('office_supplies');
    expect(businessCategoryNamed('office_supplies')).toBe('office_supplies');
    expect(businessCategoryNamed('Consulting')).toBe('Consulting');
    expect(businessCategoryNamed('Paper Stuff')).toBeNull();
    expect(businessCategoryNamed('')).toBeNull();
  });
});
