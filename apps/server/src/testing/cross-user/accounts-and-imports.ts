import { statementCsv } from '../user-with-everything.ts';
import type { Coverage } from '../route-coverage.ts';
import { q, each, get } from './helpers.ts';

/** Cross-user rows: Accounts and statement imports. */
export const ACCOUNTS_AND_IMPORTS_ROWS: Record<string, Coverage> = {
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
  'POST /api/accounts/import-preview': {
    probes: (ids) => [
      {
        where: 'query userId',
        method: 'POST',
        path: `/api/accounts/import-preview?userId=${q(ids.a.userId)}`,
        raw: { body: statementCsv('INTRUDER'), type: 'text/csv' },
        expect: 'rejected',
      },
      {
        where: 'none',
        method: 'POST',
        path: '/api/accounts/import-preview',
        raw: { body: statementCsv('INTRUDER'), type: 'text/csv' },
        expect: 'own_only',
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
  'GET /api/imports/:batchId/rejected': {
    probes: (ids) => each(ids, (id) => get(`/api/imports/${q(id)}/rejected`, 'not_found', 'path :batchId')),
  },
  'DELETE /api/imports/:batchId': {
    probes: (ids) =>
      each(ids, (id) => ({
        where: 'path :batchId',
        method: 'DELETE',
        path: `/api/imports/${q(id)}`,
        expect: 'not_found',
      })),
  },
};
