import { describe, expect, it } from 'vitest';
import { scheduleCRecurring, type BusinessStreamFields } from './schedule-c-recurring';

const stream = (over: Partial<BusinessStreamFields>): BusinessStreamFields => ({
  id: 'rs',
  name: 'Figma',
  status: 'active',
  active: true,
  direction: 'outflow',
  kind: 'subscription',
  businessUse: 'business',
  businessCategory: 'software_and_cloud_services',
  yearlyCostCents: 18000,
  ...over,
});

describe('business subscriptions on Schedule C (issue 24)', () => {
  it('adds each live business charge yearly cost to its category line, in the form order', () => {
    const lines = scheduleCRecurring([
      stream({ id: 'a' }),
      stream({ id: 'b', name: 'Adobe', yearlyCostCents: 71988 }),
      stream({ id: 'c', name: 'Lunch club', businessCategory: 'business_meals', yearlyCostCents: 1001 }),
      stream({
        id: 'd',
        name: 'Google Ads',
        businessCategory: 'digital_advertising',
        yearlyCostCents: 12000,
      }),
    ]);
    expect(lines.map((l) => [l.line, l.yearlyCents, l.deductibleCents])).toEqual([
      ['8', 12000, 12000],
      ['18', 89988, 89988],
      // Meals are 50% deductible, rounded once on the line.
      ['24b', 1001, 501],
    ]);
    expect(lines[1]!.items.map((i) => i.name)).toEqual(['Adobe', 'Figma']);
    expect(lines[0]!.label).toBe('Advertising');
  });

  it('leaves out personal, dismissed, cancelled, ended, income, uncategorised and not-on-Schedule-C streams', () => {
    expect(
      scheduleCRecurring([
        stream({ businessUse: 'personal' }),
        stream({ status: 'dismissed' }),
        stream({ status: 'cancelled' }),
        stream({ active: false }),
        stream({ direction: 'inflow', kind: 'income' }),
        stream({ businessCategory: null }),
        stream({ businessCategory: 'Tax Refund' }),
      ]),
    ).toEqual([]);
  });
});
