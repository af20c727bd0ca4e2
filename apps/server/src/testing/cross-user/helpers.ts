/** Helpers shared by the cross-user table's parts. */
import type { MatrixIds, Outcome, Probe } from '../route-coverage.ts';

export const NEW_PASSWORD = 'N3w$ecret!pass';
export const q = encodeURIComponent;

/** A valid Edit Transaction body, so that validation passes and the ownership check is what answers. */
export const transactionEdit = (accountId: string) => ({
  date: '2026-11-02',
  accountId,
  merchantName: 'Changed',
  description: 'Changed by another user',
  amount: '1.00',
});

/** Every id slot of a route gets every foreign id. */
export const each = (ids: MatrixIds, probe: (id: string) => Probe) => ids.foreign.map(probe);

export const get = (path: string, expect: Outcome = 'own_only', where = 'list'): Probe => ({
  where,
  method: 'GET',
  path,
  expect,
});

export const reportFilters = (route: string) => (ids: MatrixIds) => [
  get(route),
  get(`${route}?userId=${q(ids.a.userId)}`, 'own_only', 'query userId (ignored by a read)'),
  ...each(ids, (id) => get(`${route}?accounts=${q(id)}`, 'not_found', 'query accounts')),
  get(
    `${route}?accounts=${q(`${ids.b.manualAccountId},${ids.a.manualAccountId}`)}`,
    'not_found',
    'query accounts (mixed)',
  ),
];
