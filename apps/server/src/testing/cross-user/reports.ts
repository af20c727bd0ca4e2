import type { Coverage } from '../route-coverage.ts';
import { reportFilters } from './helpers.ts';

/** Cross-user rows: Reports. */
export const REPORTS_ROWS: Record<string, Coverage> = {
  'GET /api/reports/summary': { probes: reportFilters('/api/reports/summary') },
  'GET /api/reports/transactions.csv': { probes: reportFilters('/api/reports/transactions.csv') },
  // The matrix reads a PDF's text layer, so a name of A's printed in B's report is caught.
  'GET /api/reports/spending.pdf': { probes: reportFilters('/api/reports/spending.pdf') },
  'GET /api/reports/goals.pdf': { probes: reportFilters('/api/reports/goals.pdf') },
  'GET /api/reports/net-worth-history': { probes: reportFilters('/api/reports/net-worth-history') },
  'GET /api/reports/monthly-cash-flow': { probes: reportFilters('/api/reports/monthly-cash-flow') },
  // Issue 38: the forecast takes the report filter's accounts.
  'GET /api/forecast': { probes: reportFilters('/api/forecast') },
};
