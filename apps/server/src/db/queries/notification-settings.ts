import { and, eq, sql } from 'drizzle-orm';
import { withSettingDefaults, type NotificationSettings } from '@tourniquet/domain';
import type { Db } from '../client.ts';
import { notificationSettings } from '../schema/index.ts';

export async function readSettings(db: Db, userId: string): Promise<NotificationSettings> {
  const [row] = await db
    .select({ settings: notificationSettings.settings })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return withSettingDefaults(row?.settings ?? null);
}

/**
 * The user's own change (the settings screen). A change bumps the settings' version, which makes every
 * unsubscribe link sent before it stale; saving the same settings again bumps nothing.
 */
export async function saveSettings(db: Db, userId: string, settings: NotificationSettings, now: Date) {
  const { version } = notificationSettings;
  await db
    .insert(notificationSettings)
    .values({ userId, settings, updatedAt: now, version: 1 })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: {
        settings,
        updatedAt: now,
        version: sql`case when ${notificationSettings.settings} = excluded.settings then ${version} else ${version} + 1 end`,
      },
    });
}

/** The version unsubscribe links are signed with: 0 until the user first changes a setting. */
export async function readSettingsVersion(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ version: notificationSettings.version })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row?.version ?? 0;
}

/**
 * An unsubscribe link's change: saved only while the settings are still at the link's version, and
 * without a bump (the user's other unsubscribe links stay good). False: the link is stale.
 */
export async function saveSettingsAtVersion(
  db: Db,
  userId: string,
  settings: NotificationSettings,
  version: number,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(notificationSettings)
    .set({ settings, updatedAt: now })
    .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.version, version)))
    .returning({ userId: notificationSettings.userId });
  if (updated.length > 0 || version !== 0) return updated.length > 0;
  // Version 0 and no row yet: the defaults apply, and this is the user's first stored settings.
  const inserted = await db
    .insert(notificationSettings)
    .values({ userId, settings, updatedAt: now, version: 0 })
    .onConflictDoNothing({ target: notificationSettings.userId })
    .returning({ userId: notificationSettings.userId });
  return inserted.length > 0;
}
