import { formatDate } from './date-format';
import type { PeriodKey } from './period-keys';
import { periodLengthDays, type ResolvedPeriod } from './periods';

/**
 * The line under a period select saying which days the figures cover. The spec's labels stay ("Last 6 months",
 * "Last year") though those periods are day counts ending today, and "Last month" is the calendar month: the
 * line makes each behaviour visible (docs/decisions/028-period-labels-and-coverage.md).
 */
export function periodCoverage(key: PeriodKey, period: ResolvedPeriod): string {
  if (key === 'all') return 'Covers every transaction up to today.';
  if (period.empty) return 'Covers no days yet: no month of this year has ended.';
  const days = periodLengthDays(period);
  const span = `${formatDate(period.from)} to ${formatDate(period.to)}`;
  switch (key) {
    case 'last_month':
      return `Covers ${span}: the last full calendar month.`;
    case 'last_quarter':
      return `Covers ${span}: the last full calendar quarter.`;
    case 'this_month':
      return `Covers ${span}: this month so far.`;
    case 'this_year':
      return `Covers ${span}: this year so far.`;
    case 'this_year_to_last_month':
      return `Covers ${span}: this year's full months.`;
    case 'custom':
      return `Covers ${span}: ${days === 1 ? '1 day' : `${days} days`}.`;
    default:
      return `Covers ${span}: the ${days} days up to today.`;
  }
}
