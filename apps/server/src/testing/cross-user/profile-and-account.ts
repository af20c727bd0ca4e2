import type { Coverage } from '../route-coverage.ts';
import { NEW_PASSWORD, get } from './helpers.ts';

/** Cross-user rows: Profile, premium and account (password, two-factor, deletion). */
export const PROFILE_AND_ACCOUNT_ROWS: Record<string, Coverage> = {
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
