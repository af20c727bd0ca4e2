import { describe, expect, it } from 'vitest';
import type { DateFormat } from '../types.ts';
import { parseDate } from './date-formats.ts';
import { DateFormatTally } from './detect-date-format.ts';

describe('parseDate', () => {
  it.each<[string, DateFormat, string | null]>([
    ['2025-03-15', 'YYYY-MM-DD', '2025-03-15'],
    ['2025/03/15', 'YYYY-MM-DD', '2025-03-15'],
    ['2025-03-15T23:59:59-08:00', 'YYYY-MM-DD', '2025-03-15'],
    ['03/15/2025', 'MM/DD/YYYY', '2025-03-15'],
    ['3/5/25', 'MM/DD/YYYY', '2025-03-05'],
    ['03-15-2025', 'MM/DD/YYYY', '2025-03-15'],
    ['03/15/2025 10:22 AM', 'MM/DD/YYYY', '2025-03-15'],
    ['12/31/98', 'MM/DD/YYYY', '1998-12-31'],
    ['15/03/2025', 'DD/MM/YYYY', '2025-03-15'],
    ['15.03.2025', 'DD/MM/YYYY', '2025-03-15'],
    ['20250315', 'YYYYMMDD', '2025-03-15'],
    ['Mar 15, 2025', 'MMM D, YYYY', '2025-03-15'],
    ['March 5 2025', 'MMM D, YYYY', '2025-03-05'],
    ['Sept. 30, 2025', 'MMM D, YYYY', '2025-09-30'],
    ['15-Mar-2025', 'D-MMM-YYYY', '2025-03-15'],
    ['5 MAR 25', 'D-MMM-YYYY', '2025-03-05'],
    ['02/29/2024', 'MM/DD/YYYY', '2024-02-29'],
    ['02/29/2025', 'MM/DD/YYYY', null],
    ['32/13/2025', 'MM/DD/YYYY', null],
    ['32/13/2025', 'DD/MM/YYYY', null],
    ['15/03/2025', 'MM/DD/YYYY', null],
    ['Mar 15, 2025', 'D-MMM-YYYY', null],
    ['Mar 32, 2025', 'MMM D, YYYY', null],
    ['Foo 15, 2025', 'MMM D, YYYY', null],
    ['03/15/025', 'MM/DD/YYYY', null],
    ['2025-03-15', 'MM/DD/YYYY', null],
    ['1/1/1850', 'MM/DD/YYYY', null],
    ['Pending', 'MM/DD/YYYY', null],
  ])('reads %j as %s: %j', (value, format, iso) => {
    expect(parseDate(value, format)).toBe(iso);
  });
});

describe('DateFormatTally', () => {
  const tally = (values: string[], requested?: DateFormat) => {
    const dates = new DateFormatTally();
    values.forEach((value) => dates.add(value));
    return dates.resolve(requested);
  };

  it('settles month-first as soon as one date has a day over 12', () => {
    expect(tally(['03/04/2025', '03/15/2025'])).toEqual({
      format: 'MM/DD/YYYY',
      ambiguous: false,
      candidates: ['MM/DD/YYYY'],
    });
    expect(tally(['03/04/2025', '15/03/2025']).format).toBe('DD/MM/YYYY');
  });

  it('reports dates that fit both month-first and day-first as ambiguous and defaults to MM/DD/YYYY', () => {
    expect(tally(['03/04/2025', '05/06/2025'])).toEqual({
      format: 'MM/DD/YYYY',
      ambiguous: true,
      candidates: ['MM/DD/YYYY', 'DD/MM/YYYY'],
    });
  });

  it('lets the user settle an ambiguous file', () => {
    expect(tally(['03/04/2025'], 'DD/MM/YYYY')).toEqual({
      format: 'DD/MM/YYYY',
      ambiguous: false,
      candidates: ['MM/DD/YYYY', 'DD/MM/YYYY'],
    });
  });

  it('takes the format most dates fit when a few are broken, and has none for no dates at all', () => {
    expect(tally(['2025-03-15', '2025-03-16', '32/13/2025']).format).toBe('YYYY-MM-DD');
    expect(tally(['soon', ''])).toEqual({ format: null, ambiguous: false, candidates: [] });
  });
});
