import { Hono } from 'hono';
import type {
  NotificationSettingsResponse,
  NotificationsResponse,
  OkResponse,
} from '@tourniquet/domain/contracts';
import { notificationSettingsSchema } from '@tourniquet/domain';
import { notificationPatchSchema, type NotificationDto } from '@tourniquet/domain/contracts';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import * as notificationsDb from '../../db/queries/notifications.ts';
import { notFound } from '../../http/errors.ts';
import { zValidatorJson } from '../../http/validate.ts';

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/**
 * GET   /api/notifications      -> { notifications: [{ id, kind, title, body, href, createdAt, readAt }], unread }
 * PATCH /api/notifications/:id  { read: true } | { dismissed: true } -> { notification }
 */
export function notificationsRoutes(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) => {
      const { rows, unread } = await notificationsDb.listNotifications(db, c.get('user').id);
      return c.json({ notifications: rows.map(toDto), unread } satisfies NotificationsResponse);
    })
    .patch('/:id', zValidatorJson(notificationPatchSchema), async (c) => {
      const id = c.req.param('id');
      const body = c.req.valid('json');
      const change = 'read' in body ? 'read' : 'dismissed';
      // A malformed id cannot be anyone's notification: the same 404 as another user's.
      if (
        !isUuid(id) ||
        !(await notificationsDb.markNotification(db, c.get('user').id, id, change, clock.now()))
      )
        throw notFound('Notification not found.');
      return c.json({ ok: true } satisfies OkResponse);
    });
}

/**
 * GET /api/notification-settings -> { settings } (defaults until the user saves)
 * PUT /api/notification-settings { events, largeTransactionCents, lowBalanceCents, weeklyDigest } -> { settings }
 */
export function notificationSettingsRoutes(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return new Hono<{ Variables: AuthVariables }>()
    .get('/', async (c) =>
      c.json({
        settings: await notificationsDb.readSettings(db, c.get('user').id),
      } satisfies NotificationSettingsResponse),
    )
    .put('/', zValidatorJson(notificationSettingsSchema), async (c) => {
      const userId = c.get('user').id;
      await notificationsDb.saveSettings(db, userId, c.req.valid('json'), clock.now());
      return c.json({
        settings: await notificationsDb.readSettings(db, userId),
      } satisfies NotificationSettingsResponse);
    });
}

function toDto(row: notificationsDb.NotificationRow): NotificationDto {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    href: row.href,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
