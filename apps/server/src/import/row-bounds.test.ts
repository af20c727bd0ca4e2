import { describe, expect, it } from 'vitest';
import { boundRows } from './row-bounds.ts';
import type { ParsedStatement } from './types.ts';

const row = (line: number, date: string, amountCents: number, description = 'SHOP') => ({
  line,
  date,
  description,
  merchantName: null,
  category: null,
  amountCents,
  importId: `id-${line}`,
  pending: false,
});

describe('boundRows', () => {
  it('rejects rows dated outside 1900..2100 or beyond the balance cap, whatever the format, and cleans text', () => {
    const parsed = {
      format: 'ofx',
      encoding: 'utf-8',
      rows: [
        row(2, '2026-11-02', 450, 'CAFE\u001b\tROSA'),
        row(3, '0001-01-01', 100),
        row(4, '2026-11-03', 10_000_000_000_001),
        row(5, '2101-01-01', 100),
        row(6, '2026-11-04', -10_000_000_000_000),
      ],
      rejected: [{ line: 1, reason: 'Line 1: unreadable' }],
    } as unknown as ParsedStatement;
    const bounded = boundRows(parsed);
    expect(bounded.rows.map((r) => [r.line, r.description])).toEqual([
      [2, 'CAFE ROSA'],
      [6, 'SHOP'],
    ]);
    expect(bounded.rejected.map((r) => r.line)).toEqual([1, 3, 4, 5]);
    expect(bounded.rejected[1]!.reason).toBe('Line 3: 0001-01-01 is not between 1900-01-01 and 2100-12-31');
  });
});
