import { describe, expect, it } from 'vitest';
import { batchCounts, fileProblem, resultSummary } from './import-text.ts';

describe('import texts', () => {
  it('says what an import did', () => {
    expect(resultSummary({ imported: 32, duplicates: 3 })).toBe(
      '32 transactions imported, 3 skipped as duplicates',
    );
    expect(resultSummary({ imported: 1, duplicates: 0 })).toBe(
      '1 transaction imported, 0 skipped as duplicates',
    );
    expect(batchCounts({ imported: 1200, duplicates: 1, rejectedCount: 1 })).toBe(
      '1,200 imported · 1 duplicate · 1 rejected',
    );
  });

  it('refuses files that are no statement, empty or over 10 MB before uploading', () => {
    expect(fileProblem({ name: 'chase.csv', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'CARD.QFX', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'statement.pdf', size: 10 })).toMatch(/not a statement file/);
    expect(fileProblem({ name: 'chase.csv', size: 0 })).toMatch(/is empty/);
    expect(fileProblem({ name: 'chase.csv', size: 10 * 1024 * 1024 + 1 })).toMatch(/10 MB limit/);
  });
});
