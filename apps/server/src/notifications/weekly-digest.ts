import { weeklyDigestText, type AlertKind } from '@tourniquet/domain';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import * as notificationsDb from '../db/queries/notifications.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { digestEmail, type AlertMailContext } from './alert-mail.ts';

export interface DigestDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  mail: AlertMailContext;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Sends the weekly digest to every user who opted in and whose last digest is a week old (or who never
 * had one), covering the alerts stored since. A plain async function, so a job queue can schedule it; a
 * second call within the week sends nothing. Returns how many digests went out.
 */
export async function sendWeeklyDigests(deps: DigestDeps): Promise<number> {
  const now = deps.clock.now();
  let sent = 0;
  for (const sub of await notificationsDb.digestSubscribers(deps.db)) {
    if (sub.lastDigestAt && now.getTime() - sub.lastDigestAt.getTime() < WEEK_MS - 60_000) continue;
    const since = sub.lastDigestAt ?? new Date(now.getTime() - WEEK_MS);
    const rows = await notificationsDb.digestRows(deps.db, sub.userId, since);
    const summary = weeklyDigestText(
      rows.map((r) => ({ kind: r.kind as AlertKind, amountCents: r.amountCents })),
    );
    // A quiet week still counts as this week's digest: the next one covers from now.
    if (!(await notificationsDb.claimDigest(deps.db, sub.userId, sub.lastDigestAt, now))) continue;
    if (!summary) continue;
    try {
      await deps.mailer.send(
        digestEmail(
          deps.mail,
          { to: sub.email, userId: sub.userId, settingsVersion: sub.settingsVersion },
          summary,
        ),
      );
      sent += 1;
    } catch (err) {
      deps.logger.error('weekly digest failed', { userId: sub.userId, error: String(err) });
    }
  }
  return sent;
}

/**
 * In-process timer until the job queue schedules sendWeeklyDigests: checks hourly (each user gets at most
 * one digest a week: lastDigestAt is claimed atomically before sending, so restarts and several processes
 * never double-send). Returns a stop function.
 */
export function startWeeklyDigestTimer(deps: DigestDeps, everyMs = 60 * 60 * 1000): () => void {
  const timer = setInterval(() => {
    sendWeeklyDigests(deps).catch((err: unknown) =>
      deps.logger.error('weekly digest run failed', { error: String(err) }),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
