import { z } from 'zod';
import type { NotificationSettings } from '../alerts/settings';

/** One alert of GET /api/notifications: newest first, dismissed ones left out. */
export interface NotificationDto {
  id: string;
  kind: string;
  title: string;
  body: string;
  href: string;
  /** ISO timestamps. */
  createdAt: string;
  readAt: string | null;
}

/** GET /api/notifications. PATCH /api/notifications/:id answers OkResponse. */
export interface NotificationsResponse {
  notifications: NotificationDto[];
  unread: number;
}

/** PATCH /api/notifications/:id: exactly one of the two changes; anything else is a 400. */
export const notificationPatchSchema = z.union(
  [z.object({ read: z.literal(true) }).strict(), z.object({ dismissed: z.literal(true) }).strict()],
  { error: 'Send { "read": true } or { "dismissed": true }.' },
);
export type NotificationPatch = z.input<typeof notificationPatchSchema>;

/** GET and PUT /api/notification-settings (the defaults until the user saves). */
export interface NotificationSettingsResponse {
  settings: NotificationSettings;
}
