import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../dates';
import { isBusinessDay, shiftToBusinessDay, usBankHolidays, weekday } from './business-days';
import { isCashAccount } from './cash-accounts';

describe('US bank holidays', () => {
  it('lists the Federal Reserve holidays of 2026, a Sunday holiday on the Monday, a Saturday one not moved', () => {
    expect([...usBankHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-04',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
    // 2022-12-25 was a Sunday: observed Monday 12-26. 2026-07-04 is a Saturday: Friday 07-03 stays open.
    expect(usBankHolidays(2022).has('2022-12-26')).toBe(true);
    expect(isBusinessDay('2026-07-03')).toBe(true);
  });

  it('knows the weekday', () => {
    expect(weekday('1970-01-01')).toBe(4);
    expect(weekday('2026-12-06')).toBe(0);
  });

  it('moves money in earlier and money out later, over weekends and holidays', () => {
    expect(shiftToBusinessDay('2026-07-04', 'earlier')).toBe('2026-07-03');
    expect(shiftToBusinessDay('2026-09-06', 'later')).toBe('2026-09-08'); // Sunday, then Labor Day
    expect(shiftToBusinessDay('2026-12-25', 'later')).toBe('2026-12-28');
    expect(shiftToBusinessDay('2027-01-01', 'earlier')).toBe('2026-12-31');
    expect(shiftToBusinessDay('2026-12-08', 'later')).toBe('2026-12-08');
  });

  it('lands on a business day no more than four days away, and leaves a business day alone', () => {
    const dates = fc.integer({ min: 0, max: 20_000 }).map((n) => addDays('2000-01-01', n));
    fc.assert(
      fc.property(dates, fc.constantFrom('earlier' as const, 'later' as const), (date, direction) => {
        const shifted = shiftToBusinessDay(date, direction);
        expect(isBusinessDay(shifted)).toBe(true);
        const gap = Math.abs(new Date(shifted).getTime() - new Date(date).getTime()) / 86_400_000;
        expect(gap).toBeLessThanOrEqual(4);
        if (isBusinessDay(date)) expect(shifted).toBe(date);
        expect(direction === 'earlier' ? shifted <= date : shifted >= date).toBe(true);
      }),
    );
  });
});

describe('isCashAccount', () => {
  it('takes checking, savings and cash, never cards, loans, investments or a CD', () => {
    const a = (
      accountType: string,
      accountSubtype: string | null = null,
      accountTypeCustom: string | null = null,
    ) => isCashAccount({ accountType, accountSubtype, accountTypeCustom });
    expect(a('depository', 'checking')).toBe(true);
    expect(a('depository', 'Savings')).toBe(true);
    expect(a('depository', null, 'asset')).toBe(true);
    expect(a('checking')).toBe(true);
    expect(a('depository', 'cd')).toBe(false);
    expect(a('credit', 'credit card')).toBe(false);
    expect(a('depository', 'credit card')).toBe(false);
    expect(a('loan', 'mortgage')).toBe(false);
    expect(a('investment', '401k')).toBe(false);
    expect(a('depository', null, 'liability')).toBe(false);
  });
});
