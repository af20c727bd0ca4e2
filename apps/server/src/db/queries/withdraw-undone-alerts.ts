import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { notifications } from '../schema/index.ts';

/** Alerts about one row, keyed `<kind>:<transaction id>` (see packages/domain/src/alerts/rules.ts). */
const ROW_ALERT_KINDS = ['fee', 'large_transaction'];

export const UNDONE_TITLE_PREFIX = 'Undone: ';
export const UNDONE_NOTE =
  ' This charge was removed when its import was undone, so this alert no longer applies.';

/**
 * After an import is undone, an alert about one of its rows (a fee, a large charge) is about nothing. One
 * never e-mailed is withdrawn (dismissed: it leaves the list). One already e-mailed cannot be unsent, so the
 * app keeps it and says the row was undone: a user who read the e-mail finds the answer where they look.
 * Idempotent: an alert once marked is not marked again.
 */
export async function withdrawAlertsOfRemovedRows(db: Db, userId: string, now: Date): Promise<void> {
  const rowGone = sql`not exists (
    select 1 from transactions t
    where t.user_id = ${notifications.userId}
      and t.id::text = substring(${notifications.dedupeKey} from position(':' in ${notifications.dedupeKey}) + 1)
  )`;
  const open = [
    eq(notifications.userId, userId),
    inArray(notifications.kind, ROW_ALERT_KINDS),
    isNull(notifications.dismissedAt),
    rowGone,
  ];
  await db
    .update(notifications)
    .set({ dismissedAt: now })
    .where(and(...open, isNull(notifications.emailedAt)));
  await db
    .update(notifications)
    .set({
      title: sql`${UNDONE_TITLE_PREFIX} || ${notifications.title}`,
      body: sql`${notifications.body} || ${UNDONE_NOTE}`,
    })
    .where(
      and(
        ...open,
        isNotNull(notifications.emailedAt),
        sql`${notifications.title} not like ${UNDONE_TITLE_PREFIX + '%'}`,
      ),
    );
}
