// What other features read of the reports: the summary and net worth history (the dashboard's glance).
export { useReportSummary } from './api/get-report-summary.ts';
export { useNetWorthHistory } from './api/get-report-charts.ts';
