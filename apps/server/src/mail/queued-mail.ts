import type { TokenCipher } from '../bank/token-cipher.ts';
import type { Db } from '../db/client.ts';
import {
  deleteQueuedMail,
  deleteQueuedMailOlderThan,
  insertQueuedMail,
  queuedMailSealed,
} from '../db/queries/queued-mail.ts';
import type { MailMessage } from './mailer.ts';

/**
 * Where a queued e-mail waits. A reset or a verification link is a working credential for its lifetime,
 * and pg-boss keeps a job's payload in its tables (the job, then its archive) for days: so a mail job
 * carries only the id of a queued_mail row, and that row holds the message sealed with AES-256-GCM under
 * ENCRYPTION_KEY (the key of the bank tokens, which never enters the database). A read of the database,
 * a backup or a dead letter hands out no working link. The row goes as soon as the mail is sent or given
 * up, and a day at most after it was queued (every link it may hold is dead by then, and a queue that lost
 * its job, as the in-process one does at a restart, leaves nothing behind for longer).
 */
export interface MailStore {
  db: Db;
  cipher: TokenCipher;
}

/** A day: the longest-lived link a mail carries (e-mail verification) dies in 24 hours. */
export const QUEUED_MAIL_TTL_MS = 24 * 60 * 60 * 1000;

/** Seals the message into a row; its id is all the job carries. */
export async function storeMail(store: MailStore, message: MailMessage): Promise<string> {
  return insertQueuedMail(store.db, store.cipher.encrypt(JSON.stringify(message)));
}

/** The message, or null once it was sent, given up or swept (a job run twice sends once). */
export async function openMail(store: MailStore, id: string): Promise<MailMessage | null> {
  const sealed = await queuedMailSealed(store.db, id);
  return sealed === null ? null : (JSON.parse(store.cipher.decrypt(sealed)) as MailMessage);
}

export async function dropMail(db: Db, id: string): Promise<void> {
  await deleteQueuedMail(db, id);
}

/** Deletes rows older than the TTL: mail whose job was lost (a restart of the in-process queue). */
export async function sweepMail(db: Db): Promise<void> {
  await deleteQueuedMailOlderThan(db, QUEUED_MAIL_TTL_MS / 1000);
}
