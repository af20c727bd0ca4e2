import { describe, expect, it } from 'vitest';
import { scheduledDates } from './occurrences';

describe('scheduledDates', () => {
  it('steps weekly and every two weeks from the next date', () => {
    expect(scheduledDates('weekly', '2026-12-07', '2026-12-28')).toEqual([
      '2026-12-07',
      '2026-12-14',
      '2026-12-21',
      '2026-12-28',
    ]);
    expect(scheduledDates('biweekly', '2026-12-11', '2027-01-10')).toEqual([
      '2026-12-11',
      '2026-12-25',
      '2027-01-08',
    ]);
  });

  it('keeps a month-end anchor through February', () => {
    expect(scheduledDates('monthly', '2027-01-31', '2027-04-30')).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    expect(scheduledDates('monthly', '2027-01-30', '2027-03-31')).toEqual([
      '2027-01-30',
      '2027-02-28',
      '2027-03-30',
    ]);
  });

  it('pays semi-monthly on the 15th and the last day, or 15 days apart', () => {
    expect(scheduledDates('semi_monthly', '2026-12-31', '2027-02-28')).toEqual([
      '2026-12-31',
      '2027-01-15',
      '2027-01-31',
      '2027-02-15',
      '2027-02-28',
    ]);
    expect(scheduledDates('semi_monthly', '2026-12-20', '2027-01-20')).toEqual([
      '2026-12-20',
      '2027-01-05',
      '2027-01-20',
    ]);
    expect(scheduledDates('semi_monthly', '2026-12-01', '2026-12-31')).toEqual(['2026-12-01', '2026-12-16']);
  });

  it('steps quarterly and yearly', () => {
    expect(scheduledDates('quarterly', '2026-12-10', '2027-06-10')).toEqual([
      '2026-12-10',
      '2027-03-10',
      '2027-06-10',
    ]);
    expect(scheduledDates('annual', '2026-12-10', '2027-06-10')).toEqual(['2026-12-10']);
  });

  it('gives nothing when the next date is past the end', () => {
    expect(scheduledDates('monthly', '2027-02-01', '2027-01-31')).toEqual([]);
  });
});
