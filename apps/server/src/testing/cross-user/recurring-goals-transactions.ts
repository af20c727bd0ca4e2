import { encodeCursor } from '../../db/queries/transaction-cursor.ts';
import type { Coverage } from '../route-coverage.ts';
import { q, transactionEdit, each, get, reportFilters } from './helpers.ts';

/** Cross-user rows: Recurring, fees, export, goals and transactions. */
export const RECURRING_GOALS_TRANSACTIONS_ROWS: Record<string, Coverage> = {
  'GET /api/recurring': {
    probes: () => [
      get('/api/recurring'),
      get('/api/recurring?status=dismissed'),
      get('/api/recurring?status=cancelled'),
    ],
  },
  'GET /api/recurring/monthly-cost': { probes: () => [get('/api/recurring/monthly-cost')] },
  'POST /api/recurring/refresh': {
    probes: (ids) => [
      { where: 'none', method: 'POST', path: '/api/recurring/refresh', body: {}, expect: 'own_only' },
      {
        where: 'body userId',
        method: 'POST',
        path: '/api/recurring/refresh',
        body: { userId: ids.a.userId },
        expect: 'rejected',
      },
    ],
  },
  'PATCH /api/recurring/:id': {
    probes: (ids) => [
      ...each(ids, (id) => ({
        where: 'path :id',
        method: 'PATCH',
        path: `/api/recurring/${q(id)}`,
        body: { status: 'cancelled' },
        expect: 'not_found',
      })),
      {
        where: 'body userId',
        method: 'PATCH',
        path: `/api/recurring/${q(ids.b.decidedStreamId)}`,
        body: { status: 'active', userId: ids.a.userId },
        expect: 'rejected',
      },
    ],
  },
  'GET /api/fees': {
    probes: (ids) => [
      get('/api/fees'),
      ...each(ids, (id) => get(`/api/fees?accountIds=${q(id)}`, 'not_found', 'query accountIds')),
      get(
        `/api/fees?accountIds=${q(`${ids.b.manualAccountId},${ids.a.manualAccountId}`)}`,
        'not_found',
        'query accountIds (mixed)',
      ),
    ],
  },
  'PATCH /api/fees/:transactionId': {
    probes: (ids) => [
      ...each(ids, (id) => ({
        where: 'path :transactionId',
        method: 'PATCH',
        path: `/api/fees/${q(id)}`,
        body: { refundStatus: 'asked' },
        expect: 'not_found',
      })),
      {
        where: 'body userId',
        method: 'PATCH',
        path: `/api/fees/${q(ids.b.feeTransactionIds[0]!)}`,
        body: { refundStatus: 'asked', userId: ids.a.userId },
        expect: 'rejected',
      },
    ],
  },
  'GET /api/fees/:transactionId/refund-request': {
    probes: (ids) =>
      each(ids, (id) => get(`/api/fees/${q(id)}/refund-request`, 'not_found', 'path :transactionId')),
  },
  'GET /api/export': { probes: () => [get('/api/export'), get('/api/export?format=json')] },
  'GET /api/goals': { probes: () => [get('/api/goals')] },
  'PUT /api/goals': {
    probes: (ids) => [
      // The same category and type as one of A's goals: an upsert of B's own, never of A's.
      {
        where: 'body category (A also has it)',
        method: 'PUT',
        path: '/api/goals',
        body: { category: 'FOOD_AND_DRINK', goalType: 'expense', amountCents: 1 },
        expect: 'own_only',
      },
      {
        where: 'body userId',
        method: 'PUT',
        path: '/api/goals',
        body: { category: 'FOOD_AND_DRINK', goalType: 'expense', amountCents: 1, userId: ids.a.userId },
        expect: 'rejected',
      },
      {
        where: 'body user_id',
        method: 'PUT',
        path: '/api/goals',
        body: { category: 'FOOD_AND_DRINK', goalType: 'expense', amountCents: 1, user_id: ids.a.userId },
        expect: 'rejected',
      },
    ],
  },
  'DELETE /api/goals/:id': {
    probes: (ids) =>
      each(ids, (id) => ({
        where: 'path :id',
        method: 'DELETE',
        path: `/api/goals/${q(id)}`,
        expect: 'not_found',
      })),
  },
  'GET /api/goals/progress': { probes: reportFilters('/api/goals/progress') },
  'GET /api/transactions': {
    probes: (ids) => [
      get('/api/transactions'),
      ...each(ids, (id) => get(`/api/transactions?accountIds=${q(id)}`, 'not_found', 'query accountIds')),
      get(
        `/api/transactions?accountIds=${q(`${ids.b.manualAccountId},${ids.a.manualAccountId}`)}`,
        'not_found',
        'query accountIds (mixed)',
      ),
      // A filter by transaction id answers what matches among B's own rows: nothing.
      ...each(ids, (id) =>
        get(`/api/transactions?transactionIds=${q(id)}`, 'own_only', 'query transactionIds'),
      ),
      get(
        `/api/transactions?cursor=${q(encodeCursor(ids.aTransaction))}`,
        'own_only',
        'query cursor (from A)',
      ),
    ],
  },
  'GET /api/transactions/totals': {
    probes: (ids) => [
      get('/api/transactions/totals'),
      ...each(ids, (id) =>
        get(`/api/transactions/totals?accountIds=${q(id)}`, 'not_found', 'query accountIds'),
      ),
      ...each(ids, (id) =>
        get(`/api/transactions/totals?transactionIds=${q(id)}`, 'own_only', 'query transactionIds'),
      ),
    ],
  },
  // Many rows at once: a foreign row among the ids, or a search over a foreign account, changes nothing.
  'POST /api/transactions/bulk': {
    probes: (ids) => [
      ...each(ids, (id) => ({
        where: 'body ids',
        method: 'POST',
        path: '/api/transactions/bulk',
        body: { ids: [id], set: { merchantName: 'Changed by another user' } },
        expect: 'not_found',
      })),
      ...each(ids, (id) => ({
        where: 'body filter.accountIds',
        method: 'POST',
        path: '/api/transactions/bulk',
        body: { filter: { accountIds: [id] }, set: { merchantName: 'Changed by another user' } },
        expect: 'not_found',
      })),
    ],
  },
  'PATCH /api/transactions/:id': {
    probes: (ids) => [
      ...each(ids, (id) => ({
        where: 'path :id',
        method: 'PATCH',
        path: `/api/transactions/${q(id)}`,
        body: transactionEdit(ids.b.manualAccountId),
        expect: 'not_found',
      })),
      ...each(ids, (id) => ({
        where: 'body accountId',
        method: 'PATCH',
        path: `/api/transactions/${q(ids.b.transactionIds[0]!)}`,
        body: transactionEdit(id),
        expect: 'not_found',
      })),
      // Issue 24: the business fields alone.
      ...each(ids, (id) => ({
        where: 'path :id (businessUse, businessCategory)',
        method: 'PATCH',
        path: `/api/transactions/${q(id)}`,
        body: { businessUse: 'business', businessCategory: 'software_and_cloud_services' },
        expect: 'not_found',
      })),
    ],
  },
  'POST /api/transactions/:id/apply-category-to-merchant': {
    probes: (ids) =>
      each(ids, (id) => ({
        where: 'path :id',
        method: 'POST',
        path: `/api/transactions/${q(id)}/apply-category-to-merchant`,
        body: {},
        expect: 'not_found',
      })),
  },
  // Splits (issue 23): A's row is a 404 with a body that would be valid on B's own row.
  'PUT /api/transactions/:id/splits': {
    probes: (ids) =>
      each(ids, (id) => ({
        where: 'path :id',
        method: 'PUT',
        path: `/api/transactions/${q(id)}/splits`,
        body: {
          parts: [
            {
              amountCents: 1,
              personalCategory: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' },
            },
            {
              amountCents: 1,
              personalCategory: {
                primary: 'GENERAL_MERCHANDISE',
                detailed: 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE',
              },
            },
          ],
        },
        expect: 'not_found',
      })),
  },
  'DELETE /api/transactions/:id/splits': {
    probes: (ids) =>
      each(ids, (id) => ({
        where: 'path :id',
        method: 'DELETE',
        path: `/api/transactions/${q(id)}/splits`,
        expect: 'not_found',
      })),
  },
};
