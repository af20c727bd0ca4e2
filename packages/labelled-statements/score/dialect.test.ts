import { describe, expect, it } from 'vitest';
import { rewriteDialect } from './dialect';
import { loadSet } from './load-set';
import { householdInput } from './score';

describe('rewriteDialect', () => {
  const households = loadSet('households');

  it.each(households.map((h) => [h.name, h] as const))(
    '%s: keeps every line, date and amount, so the labels still hold',
    (_name, household) => {
      const before = householdInput(household).transactions;
      const after = householdInput(rewriteDialect(household)).transactions;
      expect(after.map((t) => [t.id, t.date, t.amountCents])).toEqual(
        before.map((t) => [t.id, t.date, t.amountCents]),
      );
      const reworded = after.filter((t, i) => t.description !== before[i]?.description).length;
      expect(reworded / after.length).toBeGreaterThan(0.25);
    },
  );

  it('re-words bank formats, merchants and fees', () => {
    const all = households.flatMap((h) =>
      householdInput(rewriteDialect(h)).transactions.map((t) => t.description),
    );
    expect(all.some((d) => d.startsWith('ORIG CO NAME:GREYSTAR ORIG ID:'))).toBe(true);
    expect(all.some((d) => /^ACH WEB-RECUR \d+ MR COOPER MTG PYMT$/.test(d))).toBe(true);
    expect(all).toContain('FINANCE CHARGE');
    expect(all.some((d) => d.includes('NETFLIX'))).toBe(false);
  });
});
