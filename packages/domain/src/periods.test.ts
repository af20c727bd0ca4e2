import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, compareIso, daysBetween, isIsoDate } from './dates';
import {
  DEFAULT_PERIOD,
  GOAL_TIMEFRAME_OPTIONS,
  PERIOD_KEYS,
  PERIOD_LABELS,
  REPORT_PERIOD_OPTIONS,
  periodKeySchema,
  periodLabel,
  periodShowsDatePickers,
  reportPeriodKeySchema,
  requestedPeriodKey,
  type PeriodKey,
} from './period-keys';
import { ALL_TIME_START, periodLengthDays, resolvePeriod, type ResolvedPeriod } from './periods';

function resolved(key: PeriodKey, today: string, custom?: { from?: string; to?: string }): ResolvedPeriod {
  const result = resolvePeriod(key, today, custom);
  if (!result.ok) throw new Error(`expected a range, got ${result.code}`);
  return result.period;
}

const todayArb = fc
  .date({ min: new Date(Date.UTC(1971, 0, 1)), max: new Date(Date.UTC(2200, 11, 31)), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('period options', () => {
  it('lists the filter periods in the spec order with the spec labels', () => {
    expect(REPORT_PERIOD_OPTIONS.map((option) => option.label)).toEqual([
      'Custom',
      'Last 7 days',
      'Last 30 days',
      'Last month',
      'Last 90 days',
      'Last quarter',
      'Last 6 months',
      'Last year',
      'All time',
    ]);
    expect(REPORT_PERIOD_OPTIONS.map((option) => option.value)).toEqual([
      'custom',
      '7',
      '30',
      'last_month',
      '90',
      'last_quarter',
      '180',
      '365',
      'all',
    ]);
  });

  it('labels the summary-only periods', () => {
    expect(periodLabel('this_month')).toBe('This month');
    expect(periodLabel('this_year')).toBe('This year');
    expect(periodLabel('this_year_to_last_month')).toBe('This year up to last month');
    expect(Object.keys(PERIOD_LABELS).sort()).toEqual([...PERIOD_KEYS].sort());
  });

  it('defaults to Last 30 days', () => {
    expect(DEFAULT_PERIOD).toBe('30');
    expect(periodLabel(DEFAULT_PERIOD)).toBe('Last 30 days');
  });

  it('hides the date pickers only for All time', () => {
    expect(PERIOD_KEYS.filter((key) => !periodShowsDatePickers(key))).toEqual(['all']);
  });

  it('offers the goal timeframes, each a known key once, custom last', () => {
    const values = GOAL_TIMEFRAME_OPTIONS.map((option) => option.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toContain('this_month');
    expect(values).toContain('this_year');
    expect(values).toContain('this_year_to_last_month');
    expect(values.at(-1)).toBe('custom');
    expect(GOAL_TIMEFRAME_OPTIONS.find((o) => o.value === 'this_year')?.label).toBe('This year to date');
    expect(GOAL_TIMEFRAME_OPTIONS.find((o) => o.value === 'this_year_to_last_month')?.label).toBe(
      'This year to last month',
    );
  });
});

describe('period key schemas', () => {
  it('accepts every key and rejects others', () => {
    for (const key of PERIOD_KEYS) expect(periodKeySchema.parse(key)).toBe(key);
    for (const bad of ['', '60', 'ALL', 'last_week', 30, null]) {
      expect(periodKeySchema.safeParse(bad).success).toBe(false);
    }
  });

  it('keeps summary-only keys out of the filter select schema', () => {
    expect(reportPeriodKeySchema.safeParse('30').success).toBe(true);
    expect(reportPeriodKeySchema.safeParse('this_month').success).toBe(false);
  });
});

describe('Last N days: N calendar days ending today inclusive', () => {
  it.each([
    ['7', '2026-11-21', '2026-11-15'],
    ['30', '2026-11-21', '2026-10-23'],
    ['90', '2026-11-21', '2026-08-24'],
    ['180', '2026-11-21', '2026-05-26'],
    ['365', '2026-11-21', '2025-11-22'],
    ['30', '2026-03-01', '2026-01-31'],
    ['30', '2024-03-01', '2024-02-01'],
    ['7', '2027-01-03', '2026-12-28'],
    ['365', '2024-12-31', '2024-01-02'],
  ] as const)('%s days to %s starts %s', (key, today, from) => {
    expect(resolved(key, today)).toEqual({ from, to: today, empty: false });
  });
});

describe('Last month: the previous full calendar month', () => {
  it.each([
    ['2026-11-21', '2026-10-01', '2026-10-31'],
    ['2026-01-15', '2025-12-01', '2025-12-31'],
    ['2026-01-01', '2025-12-01', '2025-12-31'],
    ['2026-12-31', '2026-11-01', '2026-11-30'],
    ['2024-03-31', '2024-02-01', '2024-02-29'],
    ['2023-03-31', '2023-02-01', '2023-02-28'],
    ['2100-03-01', '2100-02-01', '2100-02-28'],
    ['2000-03-15', '2000-02-01', '2000-02-29'],
    ['2026-05-31', '2026-04-01', '2026-04-30'],
  ])('today %s -> %s..%s', (today, from, to) => {
    expect(resolved('last_month', today)).toEqual({ from, to, empty: false });
  });
});

describe('Last quarter: the previous full calendar quarter', () => {
  it.each([
    ['2026-01-01', '2025-10-01', '2025-12-31'],
    ['2026-02-14', '2025-10-01', '2025-12-31'],
    ['2026-03-31', '2025-10-01', '2025-12-31'],
    ['2026-04-01', '2026-01-01', '2026-03-31'],
    ['2026-06-30', '2026-01-01', '2026-03-31'],
    ['2026-07-01', '2026-04-01', '2026-06-30'],
    ['2026-09-30', '2026-04-01', '2026-06-30'],
    ['2026-10-01', '2026-07-01', '2026-09-30'],
    ['2026-11-21', '2026-07-01', '2026-09-30'],
    ['2026-12-31', '2026-07-01', '2026-09-30'],
    ['2024-05-31', '2024-01-01', '2024-03-31'],
  ])('today %s -> %s..%s', (today, from, to) => {
    expect(resolved('last_quarter', today)).toEqual({ from, to, empty: false });
  });
});

describe('calendar-to-date periods', () => {
  it('All time starts 1970-01-01', () => {
    expect(resolved('all', '2026-11-21')).toEqual({ from: ALL_TIME_START, to: '2026-11-21', empty: false });
    expect(ALL_TIME_START).toBe('1970-01-01');
    expect(resolved('all', '1969-06-01')).toEqual({ from: '1969-06-01', to: '1969-06-01', empty: false });
  });

  it.each([
    ['2026-11-21', '2026-11-01'],
    ['2026-11-01', '2026-11-01'],
    ['2024-02-29', '2024-02-01'],
  ])('This month on %s starts %s', (today, from) => {
    expect(resolved('this_month', today)).toEqual({ from, to: today, empty: false });
  });

  it.each([
    ['2026-11-21', '2026-01-01'],
    ['2026-01-01', '2026-01-01'],
    ['2026-12-31', '2026-01-01'],
  ])('This year on %s starts %s', (today, from) => {
    expect(resolved('this_year', today)).toEqual({ from, to: today, empty: false });
  });

  it.each([
    ['2026-11-21', '2026-01-01', '2026-10-31'],
    ['2026-02-01', '2026-01-01', '2026-01-31'],
    ['2024-03-10', '2024-01-01', '2024-02-29'],
    ['2026-12-31', '2026-01-01', '2026-11-30'],
  ])('This year up to last month on %s is %s..%s', (today, from, to) => {
    expect(resolved('this_year_to_last_month', today)).toEqual({ from, to, empty: false });
  });

  it.each(['2026-01-01', '2026-01-31'])('This year up to last month is empty in January (%s)', (today) => {
    const period = resolved('this_year_to_last_month', today);
    expect(period).toEqual({ from: '2026-01-01', to: '2025-12-31', empty: true });
    expect(periodLengthDays(period)).toBe(0);
  });
});

describe('Custom', () => {
  it('returns the chosen inclusive range', () => {
    expect(resolved('custom', '2026-11-21', { from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      empty: false,
    });
    expect(resolved('custom', '2026-11-21', { from: '2026-05-05', to: '2026-05-05' }).from).toBe(
      '2026-05-05',
    );
  });

  it('allows a To date after today (the user chose it)', () => {
    expect(resolved('custom', '2026-11-21', { from: '2026-11-01', to: '2026-12-31' }).to).toBe('2026-12-31');
  });

  it.each([
    [undefined, 'CUSTOM_RANGE_MISSING', 'Choose both a From and a To date.'],
    [{ from: '2026-01-01' }, 'CUSTOM_RANGE_MISSING', 'Choose both a From and a To date.'],
    [{ to: '2026-01-01' }, 'CUSTOM_RANGE_MISSING', 'Choose both a From and a To date.'],
    [{ from: '', to: '2026-01-01' }, 'CUSTOM_RANGE_MISSING', 'Choose both a From and a To date.'],
    [
      { from: '2026-02-30', to: '2026-03-01' },
      'CUSTOM_RANGE_INVALID_DATE',
      'From and To must be valid dates.',
    ],
    [{ from: '01/01/26', to: '2026-03-01' }, 'CUSTOM_RANGE_INVALID_DATE', 'From and To must be valid dates.'],
    [
      { from: '2026-03-02', to: '2026-03-01' },
      'CUSTOM_RANGE_REVERSED',
      'The From date must be on or before the To date.',
    ],
  ])('rejects %j with %s', (custom, code, message) => {
    expect(resolvePeriod('custom', '2026-11-21', custom)).toEqual({ ok: false, code, message });
  });

  it('ignores a custom range for the other periods', () => {
    expect(resolved('7', '2026-11-21', { from: '2020-01-01', to: '2020-12-31' }).from).toBe('2026-11-15');
  });
});

describe('invalid today', () => {
  it('throws RangeError: the clock is a programming input, not user input', () => {
    expect(() => resolvePeriod('30', '2026-02-30')).toThrow(RangeError);
    expect(() => resolvePeriod('custom', 'today', { from: '2026-01-01', to: '2026-01-02' })).toThrow(
      RangeError,
    );
  });

  it('throws on an unknown key smuggled past the types', () => {
    expect(() => resolvePeriod('60' as PeriodKey, '2026-11-21')).toThrow(RangeError);
  });
});

describe('properties of every non-custom period', () => {
  const keyArb = fc.constantFrom(...PERIOD_KEYS.filter((key) => key !== 'custom'));

  it('gives valid dates with from <= to <= today unless marked empty', () => {
    fc.assert(
      fc.property(keyArb, todayArb, (key, today) => {
        const period = resolved(key, today);
        expect(isIsoDate(period.from) && isIsoDate(period.to)).toBe(true);
        expect(compareIso(period.to, today)).toBeLessThanOrEqual(0);
        expect(period.empty).toBe(compareIso(period.from, period.to) > 0);
        if (period.empty) {
          expect(key).toBe('this_year_to_last_month');
          expect(today.slice(5, 7)).toBe('01');
        }
      }),
    );
  });

  it('Last N days covers exactly N days ending today', () => {
    const daysArb = fc.constantFrom(
      ['7', 7],
      ['30', 30],
      ['90', 90],
      ['180', 180],
      ['365', 365],
    ) as fc.Arbitrary<[PeriodKey, number]>;
    fc.assert(
      fc.property(daysArb, todayArb, ([key, days], today) => {
        const period = resolved(key, today);
        expect(period.to).toBe(today);
        expect(periodLengthDays(period)).toBe(days);
      }),
    );
  });

  it('Last month is one whole month ending the day before this month starts', () => {
    fc.assert(
      fc.property(todayArb, (today) => {
        const { from, to } = resolved('last_month', today);
        expect(from.slice(8)).toBe('01');
        expect(addDays(to, 1)).toBe(`${today.slice(0, 8)}01`);
        expect(daysBetween(from, to) + 1).toBeGreaterThanOrEqual(28);
        expect(daysBetween(from, to) + 1).toBeLessThanOrEqual(31);
      }),
    );
  });

  it('Last quarter is 90-92 days starting a quarter month and ending before the current quarter', () => {
    fc.assert(
      fc.property(todayArb, (today) => {
        const { from, to } = resolved('last_quarter', today);
        expect(['01', '04', '07', '10']).toContain(from.slice(5, 7));
        expect(from.slice(8)).toBe('01');
        expect(periodLengthDays({ from, to })).toBeGreaterThanOrEqual(90);
        expect(periodLengthDays({ from, to })).toBeLessThanOrEqual(92);
        const month = Number(today.slice(5, 7));
        const quarterStart = `${today.slice(0, 5)}${String(month - ((month - 1) % 3)).padStart(2, '0')}-01`;
        expect(addDays(to, 1)).toBe(quarterStart);
      }),
    );
  });

  it('nests the calendar-to-date periods', () => {
    fc.assert(
      fc.property(todayArb, (today) => {
        const month = resolved('this_month', today);
        const year = resolved('this_year', today);
        expect(compareIso(year.from, month.from)).toBeLessThanOrEqual(0);
        expect(periodLengthDays(year)).toBe(
          periodLengthDays(resolved('this_year_to_last_month', today)) + periodLengthDays(month),
        );
      }),
    );
  });
});

describe('periodLengthDays', () => {
  it('counts inclusive days', () => {
    expect(periodLengthDays({ from: '2026-01-01', to: '2026-01-01' })).toBe(1);
    expect(periodLengthDays({ from: '2024-01-01', to: '2024-12-31' })).toBe(366);
    expect(periodLengthDays({ from: '2026-01-02', to: '2026-01-01' })).toBe(0);
  });
});

describe('requestedPeriodKey (issue 35)', () => {
  it('takes from and to without a period as custom, as picking a date on the filter bar does', () => {
    expect(requestedPeriodKey({ from: '2026-01-01', to: '2026-12-31' })).toBe('custom');
    // One date alone is custom too: its range then asks for the other date, never answers 30 days.
    expect(requestedPeriodKey({ from: '2026-01-01' })).toBe('custom');
    expect(requestedPeriodKey({ to: '2026-12-31' })).toBe('custom');
  });

  it('keeps a period given, and the default without one or any date', () => {
    expect(requestedPeriodKey({ period: 'this_year', from: '2026-01-01', to: '2026-03-31' })).toBe(
      'this_year',
    );
    expect(requestedPeriodKey({})).toBe(DEFAULT_PERIOD);
    expect(requestedPeriodKey({ period: '', from: '', to: '' })).toBe(DEFAULT_PERIOD);
  });
});
