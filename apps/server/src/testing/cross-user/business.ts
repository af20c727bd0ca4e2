import type { Coverage } from '../route-coverage.ts';
import { get, q, reportFilters } from './helpers.ts';

/** Cross-user rows: Business books (issue 24); the PDF's text layer is read like the reports'. */
export const BUSINESS_ROWS: Record<string, Coverage> = {
  'GET /api/business/profit-and-loss': { probes: reportFilters('/api/business/profit-and-loss') },
  'GET /api/business/schedule-c': { probes: reportFilters('/api/business/schedule-c') },
  'GET /api/business/schedule-c.csv': { probes: reportFilters('/api/business/schedule-c.csv') },
  'GET /api/business/schedule-c.pdf': { probes: reportFilters('/api/business/schedule-c.pdf') },
  // Every business row of the user (or the chosen accounts, as for the Schedule C): another user's account
  // id is a 404 like on every report, and only the caller's own books are read.
  'GET /api/business/tax-set-aside': {
    probes: (ids) => [
      ...reportFilters('/api/business/tax-set-aside')(ids),
      get(
        `/api/business/tax-set-aside?userId=${q(ids.a.userId)}`,
        'own_only',
        'query userId (ignored by a read)',
      ),
    ],
  },
  'PUT /api/business/tax-settings': {
    probes: (ids) => [
      {
        where: 'body userId',
        method: 'PUT',
        path: '/api/business/tax-settings',
        body: { ratePercent: 30, userId: ids.a.userId },
        expect: 'rejected',
      },
      {
        where: 'none',
        method: 'PUT',
        path: '/api/business/tax-settings',
        body: { ratePercent: 30 },
        expect: 'own_only',
      },
    ],
  },
};
