import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, DATE_FORMATS_BY_PREFERENCE, parseStatementDate } from './statement-dates';

// The importer's own cases live with it (apps/server/src/import/csv/date-formats.test.ts); these pin what the
// import screen relies on when it reads the same cells.
describe('statement dates', () => {
  it('orders the same formats by preference, month first', () => {
    expect([...DATE_FORMATS_BY_PREFERENCE].sort()).toEqual([...DATE_FORMATS].sort());
    expect(DATE_FORMATS_BY_PREFERENCE[0]).toBe('MM/DD/YYYY');
  });

  it('reads one cell differently under month-first and day-first', () => {
    expect(parseStatementDate('03/04/2025', 'MM/DD/YYYY')).toBe('2025-03-04');
    expect(parseStatementDate('03/04/2025', 'DD/MM/YYYY')).toBe('2025-04-03');
    expect(parseStatementDate('03/15/2025', 'DD/MM/YYYY')).toBeNull();
  });

  it('drops a trailing time and pivots two-digit years at 70', () => {
    expect(parseStatementDate('2025-03-15T23:59:59-08:00', 'YYYY-MM-DD')).toBe('2025-03-15');
    expect(parseStatementDate('1/2/69', 'MM/DD/YYYY')).toBe('2069-01-02');
    expect(parseStatementDate('1/2/70', 'MM/DD/YYYY')).toBe('1970-01-02');
  });

  it('reads a year written between day and month, and nothing else as one', () => {
    expect(parseStatementDate('10/2009/09', 'DD/YYYY/MM')).toBe('2009-09-10');
    expect(parseStatementDate('10/2009/09', 'MM/YYYY/DD')).toBe('2009-10-09');
    expect(parseStatementDate('25/2009/09', 'MM/YYYY/DD')).toBeNull();
    expect(parseStatementDate('10/09/2009', 'DD/YYYY/MM')).toBeNull();
    expect(parseStatementDate('2009/10/09', 'DD/YYYY/MM')).toBeNull();
    expect(parseStatementDate('10/2009/09', 'DD/MM/YYYY')).toBeNull();
  });
});
