import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resolvePeriod, type PeriodKey } from '@tourniquet/domain';
import { DisplayCriteriaBar } from './display-criteria-bar.tsx';
import type { DisplayCriteriaState } from './use-display-criteria.ts';

afterEach(cleanup);

function criteriaFor(period: PeriodKey, today: string): DisplayCriteriaState {
  const result = resolvePeriod(period, today);
  const range = result.ok ? result.period : null;
  return {
    period,
    from: range?.from ?? '',
    to: range?.to ?? '',
    selection: { kind: 'all' },
    resolved: null,
    range,
    periodError: null,
    today,
    accounts: [],
    query: '',
    isPending: false,
    isError: false,
    setPeriod: () => {},
    setDate: () => {},
    setSelection: () => {},
  };
}

describe('DisplayCriteriaBar', () => {
  it("offers the spec's period names and says the days the chosen one covers", () => {
    render(<DisplayCriteriaBar criteria={criteriaFor('365', '2026-12-07')} />);
    const select = screen.getByRole('combobox', { name: 'Report period' });
    const labels = [...select.querySelectorAll('option')].map((o) => o.textContent);
    expect(labels).toEqual(expect.arrayContaining(['Last month', 'Last 6 months', 'Last year']));
    expect(labels).not.toContain('Last 365 days');
    const coverage = screen.getByText('Covers Dec 8, 2025 to Dec 7, 2026: the 365 days up to today.');
    expect(select.getAttribute('aria-describedby')).toBe(coverage.id);
  });

  it('says Last month is the calendar month', () => {
    render(<DisplayCriteriaBar criteria={criteriaFor('last_month', '2026-12-07')} />);
    expect(
      screen.getByText('Covers Nov 1, 2026 to Nov 30, 2026: the last full calendar month.'),
    ).toBeTruthy();
  });
});
