import type { Coverage, Outcome, Probe } from '../route-coverage.ts';
import { each } from './helpers.ts';

/** Cross-user rows: Bank (Plaid) routes. */
export const BANK_ROWS: Record<string, Coverage> = {
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
};
