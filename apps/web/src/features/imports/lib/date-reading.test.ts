import { describe, expect, it } from 'vitest';
import { dateQuestion, readDateAs, writeDateAs } from './date-reading.ts';

describe('readDateAs', () => {
  it.each([
    ['03/04/2025', 'MM/DD/YYYY', { year: 2025, month: 3, day: 4 }],
    ['03/04/2025', 'DD/MM/YYYY', { year: 2025, month: 4, day: 3 }],
    ['3-4-25', 'MM/DD/YYYY', { year: 2025, month: 3, day: 4 }],
    ['2025.03.15', 'YYYY-MM-DD', { year: 2025, month: 3, day: 15 }],
    ['20250315', 'YYYYMMDD', { year: 2025, month: 3, day: 15 }],
    ['Mar 15, 2025', 'MMM D, YYYY', { year: 2025, month: 3, day: 15 }],
    ['15-Mar-2025', 'D-MMM-YYYY', { year: 2025, month: 3, day: 15 }],
  ] as const)('%s as %s', (raw, format, expected) => {
    expect(readDateAs(raw, format)).toEqual(expected);
  });

  it('refuses what the format cannot read', () => {
    expect(readDateAs('03/15/2025', 'DD/MM/YYYY')).toBeNull();
    expect(readDateAs('02/30/2025', 'MM/DD/YYYY')).toBeNull();
    expect(readDateAs('2025-03-15', 'MM/DD/YYYY')).toBeNull();
    expect(readDateAs('Smarch 1, 2025', 'MMM D, YYYY')).toBeNull();
  });
});

describe('writeDateAs', () => {
  it('spells an ISO date the way a file in that format does', () => {
    expect(writeDateAs('2025-03-04', 'MM/DD/YYYY')).toBe('03/04/2025');
    expect(writeDateAs('2025-03-04', 'DD/MM/YYYY')).toBe('04/03/2025');
    expect(writeDateAs('2025-03-04', 'MMM D, YYYY')).toBe('Mar 4, 2025');
    expect(writeDateAs('2025-03-04', 'D-MMM-YYYY')).toBe('4-Mar-2025');
    expect(writeDateAs('2025-03-04', 'YYYYMMDD')).toBe('20250304');
  });
});

describe('dateQuestion', () => {
  it('asks about the first date the formats read differently', () => {
    const question = dateQuestion(['01/01/2025', '03/04/2025', '05/06/2025'], ['MM/DD/YYYY', 'DD/MM/YYYY']);
    expect(question).toEqual({
      example: '03/04/2025',
      question: '03/04/2025 is March 4 or April 3?',
      answers: [
        { format: 'MM/DD/YYYY', reading: 'March 4, 2025' },
        { format: 'DD/MM/YYYY', reading: 'April 3, 2025' },
      ],
    });
  });

  it('falls back to a date both read the same, and gives up without any readable date', () => {
    expect(dateQuestion(['01/01/2025'], ['MM/DD/YYYY', 'DD/MM/YYYY'])?.question).toBe(
      'Which way does this file write its dates?',
    );
    expect(dateQuestion(['not a date'], ['MM/DD/YYYY', 'DD/MM/YYYY'])).toBeNull();
  });
});
