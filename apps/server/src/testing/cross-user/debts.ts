import type { Coverage } from '../route-coverage.ts';

/** Cross-user rows: Debts. They take no ids; B must see only B's own cards and loans. */
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
};
