import { DEFAULT_NOTIFICATION_SETTINGS } from '@tourniquet/domain';
import { encodeCursor } from '../db/queries/transactions.ts';
import type { Coverage, MatrixIds, Outcome, Probe } from './route-coverage.ts';
import { statementCsv } from './user-with-everything.ts';

const NEW_PASSWORD = 'N3w$ecret!pass';
const q = encodeURIComponent;

/** A valid Edit Transaction body, so that validation passes and the ownership check is what answers. */
const transactionEdit = (accountId: string) => ({
  date: '2026-11-02',
  accountId,
  merchantName: 'Changed',
  description: 'Changed by another user',
  amount: '1.00',
});

/** Every id slot of a route gets every foreign id. */
const each = (ids: MatrixIds, probe: (id: string) => Probe) => ids.foreign.map(probe);

const get = (path: string, expect: Outcome = 'own_only', where = 'list'): Probe => ({
  where,
  method: 'GET',
  path,
  expect,
});

const reportFilters = (route: string) => (ids: MatrixIds) => [
  get(route),
  get(`${route}?userId=${q(ids.a.userId)}`, 'own_only', 'query userId (ignored by a read)'),
  ...each(ids, (id) => get(`${route}?accounts=${q(id)}`, 'not_found', 'query accounts')),
  get(
    `${route}?accounts=${q(`${ids.b.manualAccountId},${ids.a.manualAccountId}`)}`,
    'not_found',
    'query accounts (mixed)',
  ),
];

/**
 * One row per route of the router (method and pattern as Hono lists them). The matrix test fails when the
 * router holds a route this table has no row for, and when a row names a route that no longer exists.
 */
export const CROSS_USER_TABLE: Record<string, Coverage> = {
  'GET /api/health': { noUserData: 'liveness and database kind', probes: () => [get('/api/health')] },
  'GET /api/config': { noUserData: 'public client configuration', probes: () => [get('/api/config')] },
  'GET /api/advisor-status': {
    noUserData: 'whether the advisor is configured',
    probes: () => [get('/api/advisor-status')],
  },
  'GET /api/reports/today': {
    noUserData: "the server's calendar date",
    probes: () => [get('/api/reports/today')],
  },
  'GET /dev/mailbox.json': {
    noUserData:
      'development outbox: every mail by design; off in production and off loopback (dev-routes.ts)',
  },
  'GET /dev/mailbox': { noUserData: 'the development outbox page, as above' },
  'GET /sim/plaid/link/v2/stable/link-initialize.js': { noUserData: "the bank simulator's Link script" },
  'POST /sim/plaid/*': {
    noUserData:
      'the bank simulator (PLAID_ENV=simulator only) speaks for the provider: it knows items by access token, which never leaves the server',
  },
  'POST /api/client-events/not-found': {
    probes: (ids) => [
      {
        where: 'body path',
        method: 'POST',
        path: '/api/client-events/not-found',
        body: { path: `/accounts/${ids.a.manualAccountId}` },
        expect: 'own_only',
        status: 204,
      },
      {
        where: 'body userId',
        method: 'POST',
        path: '/api/client-events/not-found',
        body: { path: '/x', userId: ids.a.userId },
        expect: 'rejected',
        namesField: false,
      },
    ],
  },
  'POST /api/webhooks/plaid': {
    probes: (ids) => [
      {
        where: 'body item_id (unsigned)',
        method: 'POST',
        path: '/api/webhooks/plaid',
        body: {
          webhook_type: 'TRANSACTIONS',
          webhook_code: 'SYNC_UPDATES_AVAILABLE',
          item_id: ids.aPlaidItemId,
        },
        expect: 'no_effect',
      },
    ],
  },
  'GET /api/auth/*': {
    probes: () => [
      get('/api/auth/get-session'),
      get('/api/auth/list-sessions'),
      get('/api/auth/list-accounts'),
    ],
  },
  'POST /api/auth/*': {
    probes: (ids) => [
      ...ids.aSessionTokens.map((token): Probe => ({
        where: 'body token',
        method: 'POST',
        path: '/api/auth/revoke-session',
        body: { token },
        expect: 'no_effect',
      })),
      {
        where: 'body userId/id',
        method: 'POST',
        path: '/api/auth/update-user',
        body: { name: 'B renamed', userId: ids.a.userId, id: ids.a.userId },
        expect: 'no_effect',
      },
      {
        where: 'body accountId',
        method: 'POST',
        path: '/api/auth/unlink-account',
        body: { providerId: 'credential', accountId: ids.a.userId },
        expect: 'no_effect',
      },
      {
        where: 'none (B ends its other sessions)',
        method: 'POST',
        path: '/api/auth/revoke-other-sessions',
        body: {},
        expect: 'own_only',
      },
    ],
  },
  'POST /api/bank/create-link-token': {
    probes: (ids) => [
      { where: 'none', method: 'POST', path: '/api/bank/create-link-token', body: {}, expect: 'own_only' },
      {
        where: 'body userId',
        method: 'POST',
        path: '/api/bank/create-link-token',
        body: { userId: ids.a.userId },
        expect: 'rejected',
      },
    ],
  },
  'POST /api/bank/exchange-public-token-enhanced': {
    probes: async (ids) => {
      const exchange = async (
        where: string,
        accountId: string,
        extra: object = {},
        expect: Outcome = 'own_only',
      ): Promise<Probe> => ({
        where,
        method: 'POST',
        path: '/api/bank/exchange-public-token-enhanced',
        body: {
          public_token: await ids.publicToken(),
          institution: { name: 'First Platypus Bank', institution_id: 'ins_109508' },
          account_configs: [{ account_id: accountId, nickname: 'taken over' }],
          ...extra,
        },
        expect,
      });
      return [
        await exchange('body account_configs[].account_id (our id)', ids.a.linkedAccountIds[0]!),
        await exchange('body account_configs[].account_id (provider id)', ids.aPlaidAccountId),
        await exchange('body account_configs[].account_id (manual)', ids.a.manualAccountId),
        await exchange('body userId', ids.b.linkedAccountIds[0]!, { userId: ids.a.userId }, 'rejected'),
      ];
    },
  },
  'POST /api/bank/refresh-account-balance': {
    probes: (ids) => [
      ...each(ids, (id) => ({
        where: 'body account_id',
        method: 'POST',
        path: '/api/bank/refresh-account-balance',
        body: { account_id: id },
        expect: 'not_found',
      })),
      {
        where: 'body userId',
        method: 'POST',
        path: '/api/bank/refresh-account-balance',
        body: { account_id: ids.b.manualAccountId, userId: ids.a.userId },
        expect: 'rejected',
      },
    ],
  },
  'POST /api/bank/fetch-transactions': {
    probes: (ids) => [
      ...each(ids, (id) => ({
        where: 'body account_id',
        method: 'POST',
        path: '/api/bank/fetch-transactions',
        body: { account_id: id },
        expect: 'not_found',
      })),
      { where: 'none', method: 'POST', path: '/api/bank/fetch-transactions', body: {}, expect: 'own_only' },
      {
        where: 'body userId',
        method: 'POST',
        path: '/api/bank/fetch-transactions',
        body: { userId: ids.a.userId },
        expect: 'rejected',
      },
    ],
  },
  'POST /api/bank/fetch-recurring-transactions': {
    probes: (ids) => [
      {
        where: 'none',
        method: 'POST',
        path: '/api/bank/fetch-recurring-transactions',
        body: {},
        expect: 'own_only',
      },
      {
        where: 'body userId',
        method: 'POST',
        path: '/api/bank/fetch-recurring-transactions',
        body: { userId: ids.a.userId },
        expect: 'rejected',
      },
    ],
  },
  'POST /api/accounts/:id/import': {
    probes: (ids) => [
      ...each(ids, (id) => ({
        where: 'path :id',
        method: 'POST',
        path: `/api/accounts/${q(id)}/import`,
        raw: { body: statementCsv('INTRUDER'), type: 'text/csv' },
        expect: 'not_found',
      })),
      {
        where: 'query userId',
        method: 'POST',
        path: `/api/accounts/${q(ids.b.manualAccountId)}/import?userId=${q(ids.a.userId)}`,
        raw: { body: statementCsv('INTRUDER'), type: 'text/csv' },
        expect: 'rejected',
      },
    ],
  },
  'GET /api/accounts': {
    probes: (ids) => [get('/api/accounts'), get(`/api/accounts?userId=${q(ids.a.userId)}`)],
  },
  'POST /api/accounts/manual': {
    probes: (ids) => [
      {
        where: 'none',
        method: 'POST',
        path: '/api/accounts/manual',
        body: { name: 'B savings', type: 'asset' },
        expect: 'own_only',
        status: 201,
      },
      {
        where: 'body userId',
        method: 'POST',
        path: '/api/accounts/manual',
        body: { name: 'B savings', type: 'asset', userId: ids.a.userId },
        expect: 'rejected',
      },
      {
        where: 'body id',
        method: 'POST',
        path: '/api/accounts/manual',
        body: { name: 'B savings', type: 'asset', id: ids.a.manualAccountId },
        expect: 'rejected',
      },
    ],
  },
  'PUT /api/accounts/configs': {
    probes: (ids) => [
      ...each(ids, (id) => ({
        where: 'body account_configs[].account_id',
        method: 'PUT',
        path: '/api/accounts/configs',
        body: { account_configs: [{ account_id: id, nickname: 'taken over' }] },
        expect: 'not_found',
      })),
      {
        where: 'body account_configs[].account_id (after one of B)',
        method: 'PUT',
        path: '/api/accounts/configs',
        body: {
          account_configs: [
            { account_id: ids.b.manualAccountId },
            { account_id: ids.a.manualAccountId, nickname: 'taken over' },
          ],
        },
        expect: 'not_found',
      },
    ],
  },
  'PATCH /api/accounts/:id': {
    probes: (ids) =>
      each(ids, (id) => ({
        where: 'path :id',
        method: 'PATCH',
        path: `/api/accounts/${q(id)}`,
        body: { nickname: 'taken over' },
        expect: 'not_found',
      })),
  },
  'DELETE /api/accounts/:id': {
    probes: (ids) =>
      each(ids, (id) => ({
        where: 'path :id',
        method: 'DELETE',
        path: `/api/accounts/${q(id)}`,
        expect: 'not_found',
      })),
  },
  'GET /api/imports': { probes: () => [get('/api/imports')] },
  'DELETE /api/imports/:batchId': {
    probes: (ids) =>
      each(ids, (id) => ({
        where: 'path :batchId',
        method: 'DELETE',
        path: `/api/imports/${q(id)}`,
        expect: 'not_found',
      })),
  },
  'GET /api/notifications': { probes: () => [get('/api/notifications')] },
  'PATCH /api/notifications/:id': {
    probes: (ids) => [
      ...each(ids, (id) => ({
        where: 'path :id',
        method: 'PATCH',
        path: `/api/notifications/${q(id)}`,
        body: { read: true },
        expect: 'not_found' as const,
      })),
      ...each(ids, (id) => ({
        where: 'path :id (dismiss)',
        method: 'PATCH',
        path: `/api/notifications/${q(id)}`,
        body: { dismissed: true },
        expect: 'not_found' as const,
      })),
    ],
  },
  'GET /api/notification-settings': { probes: () => [get('/api/notification-settings')] },
  'PUT /api/notification-settings': {
    probes: (ids) => [
      {
        where: 'body userId',
        method: 'PUT',
        path: '/api/notification-settings',
        body: { ...DEFAULT_NOTIFICATION_SETTINGS, userId: ids.a.userId },
        expect: 'rejected',
      },
      {
        where: 'none',
        method: 'PUT',
        path: '/api/notification-settings',
        body: DEFAULT_NOTIFICATION_SETTINGS,
        expect: 'own_only',
      },
    ],
  },
  'GET /unsubscribe': {
    noUserData: 'a page naming the mail kind of a signed token; it reads and changes nothing of any user',
  },
  'POST /api/unsubscribe': {
    probes: (ids) => [
      // Only a token signed with the server's secret acts; A's id in an unsigned token is refused.
      ...[ids.a.userId, ...ids.foreign.slice(0, 3)].map((id) => ({
        where: 'query token (unsigned, foreign id)',
        method: 'POST',
        path: `/api/unsubscribe?token=${q(`${Buffer.from(`${id}\nfee`).toString('base64url')}.forged`)}`,
        body: {},
        expect: 'no_effect' as const,
      })),
    ],
  },
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
    ],
  },
  'GET /api/reports/summary': { probes: reportFilters('/api/reports/summary') },
  'GET /api/reports/transactions.csv': { probes: reportFilters('/api/reports/transactions.csv') },
  // The matrix reads a PDF's text layer, so a name of A's printed in B's report is caught.
  'GET /api/reports/spending.pdf': { probes: reportFilters('/api/reports/spending.pdf') },
  'GET /api/reports/goals.pdf': { probes: reportFilters('/api/reports/goals.pdf') },
  'GET /api/reports/net-worth-history': { probes: reportFilters('/api/reports/net-worth-history') },
  'GET /api/reports/monthly-cash-flow': { probes: reportFilters('/api/reports/monthly-cash-flow') },
  'GET /api/profile': { probes: () => [get('/api/profile')] },
  'PUT /api/profile': {
    probes: (ids) => [
      {
        where: 'none',
        method: 'PUT',
        path: '/api/profile',
        body: { displayName: 'B again' },
        expect: 'own_only',
      },
      {
        where: 'body userId',
        method: 'PUT',
        path: '/api/profile',
        body: { displayName: 'B again', userId: ids.a.userId },
        expect: 'rejected',
      },
    ],
  },
  'POST /api/profile/premium': {
    probes: (ids) => [
      {
        where: 'body userId',
        method: 'POST',
        path: '/api/profile/premium',
        body: { code: 'KILL-THE-BILLS', userId: ids.a.userId },
        expect: 'rejected',
      },
    ],
  },
  'POST /api/account/password': {
    probes: (ids) => [
      {
        where: 'body userId',
        method: 'POST',
        path: '/api/account/password',
        body: { currentPassword: ids.b.password, newPassword: NEW_PASSWORD, userId: ids.a.userId },
        expect: 'rejected',
      },
      {
        where: 'none (B changes its own)',
        method: 'POST',
        path: '/api/account/password',
        body: { currentPassword: ids.b.password, newPassword: NEW_PASSWORD },
        expect: 'own_only',
        status: 204,
      },
      {
        where: 'none (and back)',
        method: 'POST',
        path: '/api/account/password',
        body: { currentPassword: NEW_PASSWORD, newPassword: ids.b.password },
        expect: 'own_only',
        status: 204,
      },
    ],
  },
  'POST /api/account/two-factor/disable': {
    probes: (ids) => [
      {
        where: 'body userId',
        method: 'POST',
        path: '/api/account/two-factor/disable',
        body: { currentPassword: ids.b.password, code: '123456', userId: ids.a.userId },
        expect: 'rejected',
      },
    ],
  },
  // B's own deletion runs last of all (the matrix test does it after every other row).
  'DELETE /api/account': {
    probes: (ids) => [
      {
        where: 'body userId',
        method: 'DELETE',
        path: '/api/account',
        body: { currentPassword: ids.b.password, userId: ids.a.userId },
        expect: 'rejected',
      },
    ],
  },
};
