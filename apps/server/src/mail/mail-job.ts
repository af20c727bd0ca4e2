import type { Mailer, MailMessage } from './mailer.ts';
import { dropMail, openMail, sweepMail, type MailStore } from './queued-mail.ts';

/** The payload of a mail job: a reference to a sealed queued_mail row, nothing a reader could use. */
export interface MailJob {
  mailId: string;
}

/** A job queued before mail went by reference carried the message itself. */
type LegacyMailJob = MailMessage;

const SWEEP_EVERY_MS = 60 * 60 * 1000;
let lastSweep = 0;

/**
 * Sends one queued mail, then deletes its row. A row already gone (sent by an earlier run, or swept)
 * sends nothing. On the last attempt a failure deletes the row too: a dead letter keeps no link.
 */
export async function sendQueuedMail(
  deps: { store: MailStore; mailer: Mailer; lastAttempt: boolean },
  payload: MailJob | LegacyMailJob,
): Promise<void> {
  const { store, mailer } = deps;
  if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
    lastSweep = Date.now();
    await sweepMail(store.db);
  }
  // Sent, then deleted with its job (deleteOnSuccess), so an old job's link leaves the queue too.
  if (!('mailId' in payload)) return mailer.send(payload);
  const message = await openMail(store, payload.mailId);
  if (!message) return;
  try {
    await mailer.send(message);
  } catch (err) {
    if (deps.lastAttempt) await dropMail(store.db, payload.mailId);
    throw err;
  }
  await dropMail(store.db, payload.mailId);
}
