import {
  addDays,
  alertCandidates,
  FEE_KIND_LABELS,
  RECENT_DAYS,
  type AlertKind,
  type FeeKind,
} from '@tourniquet/domain';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import * as notificationsDb from '../db/queries/notifications.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { alertEmail, type AlertMailContext } from './alert-mail.ts';
import { taxDueCandidates } from '../business/tax-due-alerts.ts';
import { overdraftCandidates } from '../forecast/overdraft-alerts.ts';
import { paymentDueCandidates } from '../debts/due-alerts.ts';

export interface AlertRunnerDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  mail: AlertMailContext;
}

const feeLabel = (kind: string) => FEE_KIND_LABELS[kind as FeeKind] ?? 'Bank fee';

/**
 * After the engine stored a run (or a sync failed with the provider's login-required error): asks the
 * pure rules what is new, stores each event once and e-mails the rows this call inserted. Two runs over
 * the same state insert nothing the second time, so they send nothing either.
 */
export function createAlertRunner(deps: AlertRunnerDeps) {
  const { db, clock, logger, mailer } = deps;

  async function run(userId: string): Promise<void> {
    const today = clock.today();
    const settings = await notificationsDb.readSettings(db, userId);
    const inputs = await notificationsDb.loadAlertInputs(db, userId, addDays(today, -RECENT_DAYS), feeLabel);
    const channels = (kind: AlertKind) => settings.events[kind];
    const wanted = alertCandidates({
      ...inputs,
      today,
      largeTransactionCents: settings.largeTransactionCents,
      lowBalanceCents: settings.lowBalanceCents,
    })
      .concat(await taxDueCandidates(db, userId, today, channels('tax_due')))
      .concat(await overdraftCandidates(db, userId, today, clock.now(), settings.overdraftCushionCents))
      .concat(await paymentDueCandidates(db, userId, today))
      .filter((c) => channels(c.kind).inApp || channels(c.kind).email)
      .map((c) => ({ ...c, inApp: channels(c.kind).inApp }));
    const inserted = await notificationsDb.insertNewNotifications(db, userId, wanted);
    if (inserted.length === 0) return;
    logger.info('alerts stored', { userId, count: inserted.length });

    const toMail = inserted.filter((row) => channels(row.kind as AlertKind).email);
    if (toMail.length === 0) return;
    const to = await notificationsDb.findUserEmail(db, userId);
    if (!to) return;
    const recipient = { to, userId, settingsVersion: await notificationsDb.readSettingsVersion(db, userId) };
    for (const row of toMail) {
      // A failed send is logged, not retried: the row exists, so a retry would need its own outbox.
      try {
        await mailer.send(alertEmail(deps.mail, recipient, { ...row, kind: row.kind as AlertKind }));
        await notificationsDb.markEmailed(db, userId, row.id, clock.now());
      } catch (err) {
        logger.error('alert e-mail failed', { userId, notification: row.id, error: String(err) });
      }
    }
  }

  return {
    /** Runs for one user; errors reach the caller (the detection runner logs them). */
    run,
  };
}

export type AlertRunner = ReturnType<typeof createAlertRunner>;
