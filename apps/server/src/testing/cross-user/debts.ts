import type { Coverage } from '../route-coverage.ts';

/**
 * Cross-user rows: Debts. They take no ids; B must see only B's own cards and loans, and adopting or stopping a
 * plan is B's own (a user id in the body is refused).
 */
export const DEBTS_ROWS: Record<string, Coverage> = {
  'GET /api/debts': {
    probes: () => [
      { where: 'no ids (own debts only)', method: 'GET', path: '/api/debts', expect: 'own_only' },
    ],
  },
  'GET /api/debts/plan': {
    probes: () => [
      {
        where: 'no ids (own debts only)',
        method: 'GET',
        path: '/api/debts/plan?strategy=avalanche&extraMonthlyCents=20000',
        expect: 'own_only',
      },
    ],
  },
  'PUT /api/debts/plan': {
    probes: (ids) => [
      {
        where: 'none (own plan only)',
        method: 'PUT',
        path: '/api/debts/plan',
        body: { strategy: 'snowball', extraMonthlyCents: 100 },
        expect: 'own_only',
      },
      {
        where: 'body userId',
        method: 'PUT',
        path: '/api/debts/plan',
        body: { strategy: 'snowball', extraMonthlyCents: 100, userId: ids.a.userId },
        expect: 'rejected',
      },
    ],
  },
  'DELETE /api/debts/plan': {
    probes: (ids) => [
      {
        where: 'body userId',
        method: 'DELETE',
        path: '/api/debts/plan',
        body: { userId: ids.a.userId },
        expect: 'rejected',
      },
      { where: 'none (own plan only)', method: 'DELETE', path: '/api/debts/plan', expect: 'own_only' },
    ],
  },
};
