import { describe, expect, it } from 'vitest';
import { FEE_KINDS } from './fee-kinds';
import { FEE_AVOIDANCE_TIPS, FEE_KIND_LABELS } from './fee-labels';

describe('fee labels and tips', () => {
  it('has a label and one plain-line tip for every kind', () => {
    for (const kind of FEE_KINDS) {
      expect(FEE_KIND_LABELS[kind], kind).toMatch(/^[A-Z].*\S$/);
      expect(FEE_AVOIDANCE_TIPS[kind], kind).toMatch(/^[A-Z][^\n]*\.$/);
    }
    expect(Object.keys(FEE_KIND_LABELS).sort()).toEqual([...FEE_KINDS].sort());
    expect(Object.keys(FEE_AVOIDANCE_TIPS).sort()).toEqual([...FEE_KINDS].sort());
  });

  it('says the issue wording for the common kinds', () => {
    expect(FEE_KIND_LABELS.atm).toBe('ATM fees');
    expect(FEE_KIND_LABELS.overdraft).toBe('Overdraft fees');
    expect(FEE_AVOIDANCE_TIPS.foreign_transaction).toBe(
      'Use a card with no foreign transaction fee when you travel or buy from sites abroad.',
    );
    expect(FEE_AVOIDANCE_TIPS.atm).toBe(
      "Use your bank's in-network ATMs, or get cash back at a store checkout.",
    );
  });
});
