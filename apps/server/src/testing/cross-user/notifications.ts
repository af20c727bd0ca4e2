import { DEFAULT_NOTIFICATION_SETTINGS } from '@tourniquet/domain';
import type { Coverage } from '../route-coverage.ts';
import { q, each, get } from './helpers.ts';

/** Cross-user rows: Notifications, notification settings and unsubscribe. */
export const NOTIFICATIONS_ROWS: Record<string, Coverage> = {
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
};
