import { z } from 'zod';

/** Report period keys, their labels and the option lists of the period selects (docs/product.md#9-constants). */

export const PERIOD_KEYS = [
  'custom',
  '7',
  '30',
  'last_month',
  '90',
  'last_quarter',
  '180',
  '365',
  'all',
  'this_month',
  'this_year',
  'this_year_to_last_month',
] as const;
export type PeriodKey = (typeof PERIOD_KEYS)[number];

/** The options of the report period select, in the spec's order. */
export const REPORT_PERIOD_KEYS = [
  'custom',
  '7',
  '30',
  'last_month',
  '90',
  'last_quarter',
  '180',
  '365',
  'all',
] as const satisfies readonly PeriodKey[];
export type ReportPeriodKey = (typeof REPORT_PERIOD_KEYS)[number];

export const PERIOD_LABELS: Readonly<Record<PeriodKey, string>> = {
  custom: 'Custom',
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  last_month: 'Last month',
  '90': 'Last 90 days',
  last_quarter: 'Last quarter',
  // The spec's words; they are day counts (180, 365), which the filter bar's coverage line says
  // (periodCoverage, docs/decisions/028-period-labels-and-coverage.md).
  '180': 'Last 6 months',
  '365': 'Last year',
  all: 'All time',
  this_month: 'This month',
  this_year: 'This year',
  this_year_to_last_month: 'This year up to last month',
};

export const DEFAULT_PERIOD = '30' satisfies ReportPeriodKey;

export const periodKeySchema = z.enum(PERIOD_KEYS);

/**
 * The period a report query asks for: its `period`; else Custom when it gives a `from` or a `to`,
 * as picking a date on the filter bar does; else the default. A Custom range missing one date is then the
 * custom range's own error, never a silent "last 30 days".
 */
export function requestedPeriodKey(query: { period?: string; from?: string; to?: string }): string {
  if (query.period) return query.period;
  return query.from || query.to ? 'custom' : DEFAULT_PERIOD;
}
export const reportPeriodKeySchema = z.enum(REPORT_PERIOD_KEYS);

export interface PeriodOption<K extends PeriodKey = PeriodKey> {
  value: K;
  label: string;
}

export const REPORT_PERIOD_OPTIONS: readonly PeriodOption<ReportPeriodKey>[] = REPORT_PERIOD_KEYS.map(
  (value) => ({ value, label: PERIOD_LABELS[value] }),
);

/**
 * Bank Fees' periods: the report periods with this month and this year to date among them, so the period
 * the dashboard's "Bank fees: $X this year" opens can be chosen again on the screen.
 */
export const FEES_PERIOD_OPTIONS: readonly PeriodOption[] = [
  ...REPORT_PERIOD_OPTIONS.filter((o) => o.value !== 'all'),
  { value: 'this_month', label: 'This month' },
  { value: 'this_year', label: 'This year to date' },
  { value: 'all', label: PERIOD_LABELS.all },
];

export function periodLabel(key: PeriodKey): string {
  return PERIOD_LABELS[key];
}

/** The From/To pickers are hidden for All time (spec: Display Criteria). */
export function periodShowsDatePickers(key: PeriodKey): boolean {
  return key !== 'all';
}

/**
 * Timeframes of the Income & Spending Goals page: the report periods plus this month, this year to date
 * and this year to last month (docs/product.md#9-constants). The spec names but does not order them; we put the
 * calendar ones next to their neighbours in length and keep Custom last, where the custom inputs appear.
 */
export const GOAL_TIMEFRAME_OPTIONS: readonly PeriodOption[] = [
  { value: '7', label: PERIOD_LABELS['7'] },
  { value: '30', label: PERIOD_LABELS['30'] },
  { value: 'this_month', label: 'This month' },
  { value: 'last_month', label: PERIOD_LABELS.last_month },
  { value: '90', label: PERIOD_LABELS['90'] },
  { value: 'last_quarter', label: PERIOD_LABELS.last_quarter },
  { value: '180', label: PERIOD_LABELS['180'] },
  { value: 'this_year', label: 'This year to date' },
  { value: 'this_year_to_last_month', label: 'This year to last month' },
  { value: '365', label: PERIOD_LABELS['365'] },
  { value: 'all', label: PERIOD_LABELS.all },
  { value: 'custom', label: PERIOD_LABELS.custom },
];
