import type { Coverage } from '../route-coverage.ts';
import { q, each, get } from './helpers.ts';

/** Cross-user rows: Rules (issue 23). */
const rule = (accountIds?: string[]) => ({
  conditions: {
    text: { field: 'any', op: 'contains', value: 'coffee' },
    ...(accountIds ? { accountIds } : {}),
  },
  actions: { merchantName: 'Probe Coffee' },
});

export const RULES_ROWS: Record<string, Coverage> = {
  'GET /api/rules': { probes: () => [get('/api/rules')] },
  'POST /api/rules': {
    probes: (ids) => [
      // Applied to past rows: B's own rows change, never A's.
      {
        where: 'none',
        method: 'POST',
        path: '/api/rules',
        body: { ...rule(), applyToPast: true },
        expect: 'own_only',
      },
      ...each(ids, (id) => ({
        where: 'body conditions.accountIds',
        method: 'POST',
        path: '/api/rules',
        body: rule([id]),
        expect: 'not_found' as const,
      })),
      {
        where: 'body userId',
        method: 'POST',
        path: '/api/rules',
        body: { ...rule(), userId: ids.a.userId },
        expect: 'rejected',
      },
    ],
  },
  'POST /api/rules/preview': {
    probes: (ids) => [
      { where: 'none', method: 'POST', path: '/api/rules/preview', body: rule(), expect: 'own_only' },
      ...each(ids, (id) => ({
        where: 'body conditions.accountIds',
        method: 'POST',
        path: '/api/rules/preview',
        body: rule([id]),
        expect: 'not_found' as const,
      })),
    ],
  },
  'POST /api/rules/order': {
    probes: (ids) => [
      {
        where: 'body ids',
        method: 'POST',
        path: '/api/rules/order',
        body: { ids: [ids.a.ruleId] },
        expect: 'not_found',
      },
    ],
  },
  'PUT /api/rules/:id': {
    probes: (ids) => [
      ...each(ids, (id) => ({
        where: 'path :id',
        method: 'PUT',
        path: `/api/rules/${q(id)}`,
        body: { ...rule(), applyToPast: true },
        expect: 'not_found' as const,
      })),
      ...each(ids, (id) => ({
        where: 'body conditions.accountIds',
        method: 'PUT',
        path: `/api/rules/${q(ids.b.ruleId)}`,
        body: rule([id]),
        expect: 'not_found' as const,
      })),
    ],
  },
  'DELETE /api/rules/:id': {
    probes: (ids) =>
      each(ids, (id) => ({
        where: 'path :id',
        method: 'DELETE',
        path: `/api/rules/${q(id)}`,
        expect: 'not_found',
      })),
  },
  'POST /api/rules/:id/undo-apply': {
    probes: (ids) =>
      each(ids, (id) => ({
        where: 'path :id',
        method: 'POST',
        path: `/api/rules/${q(id)}/undo-apply`,
        body: {},
        expect: 'not_found',
      })),
  },
};
