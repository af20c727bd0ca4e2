import type { Coverage, Probe } from '../route-coverage.ts';
import { get } from './helpers.ts';

/** Cross-user rows: Public routes, development and simulator routes, webhooks and auth. */
export const PUBLIC_AND_AUTH_ROWS: Record<string, Coverage> = {
  'GET /api/health': { noUserData: 'liveness and database kind', probes: () => [get('/api/health')] },
  'GET /api/config': { noUserData: 'public client configuration', probes: () => [get('/api/config')] },
  'GET /api/advisor-status': {
    noUserData: 'whether the advisor is configured',
    probes: () => [get('/api/advisor-status')],
  },
  'POST /api/contact-requests': {
    noUserData: 'sends a request to the support mailbox; reads nothing stored and answers only where it went',
  },
  'GET /api/verification-status/:checkId': {
    noUserData:
      "one boolean (is this sign-up's address verified yet) for an unguessable id only the signing-up tab holds",
    probes: (ids) => [get(`/api/verification-status/${ids.a.userId}`)],
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
};
