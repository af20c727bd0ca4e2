import { BankError } from '../bank/bank-port.ts';
import type { BankService } from '../bank/bank-service.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { sendQueuedMail, type MailJob } from '../mail/mail-job.ts';
import { dropMail, storeMail, type MailStore } from '../mail/queued-mail.ts';
import type { DetectionRunner } from '../recurring/detection-runner.ts';
import { errorText } from './in-process-queue.ts';
import type { EnqueueOptions, JobQueue } from './job-queue.ts';

/** The background jobs of the app, their names and their retry policies. */
export const JOBS = {
  /** Sync one bank link (a webhook announced data, or the first sync after linking). Key: the Item. */
  syncItem: 'bank.sync-item',
  /** After a sign-in: refresh every linked balance, then run the engine. Key: the user. */
  signInRefresh: 'bank.sign-in-refresh',
  /** The recurring engine and the fee radar for one user. Key: the user. */
  detect: 'recurring.detect',
  /** One outgoing e-mail, by reference (mail/queued-mail.ts). No key: two mails are two mails. */
  sendMail: 'mail.send',
} as const;

// A provider hiccup or a busy database clears in seconds; after four tries something is wrong for real.
const SYNC_RETRIES: EnqueueOptions = { retryLimit: 3, retryDelayMs: 2000, retryBackoff: true };
const DETECT_RETRIES: EnqueueOptions = { retryLimit: 2, retryDelayMs: 1000, retryBackoff: true };
// An SMTP server may be down for minutes; a reset link that arrives late beats one that never does.
export const MAIL_RETRIES = {
  retryLimit: 5,
  retryDelayMs: 5000,
  retryBackoff: true,
} satisfies EnqueueOptions;

// Plaid may announce new data several times in a row (and a webhook may reach two servers): syncs it asks
// for wait two seconds, so a burst becomes one sync.
const WEBHOOK_SYNC_DELAY_MS = 2000;

export interface AppJobs {
  /** The first sync after a link: at once. */
  syncItem(plaidItemId: string): Promise<void>;
  /** A sync a webhook asked for: after a short wait that coalesces a burst. */
  syncItemSoon(plaidItemId: string): Promise<void>;
  signInRefresh(userId: string): Promise<void>;
  detect(userId: string): Promise<void>;
  /** A mailer that queues: better-auth's callbacks return once the mail is safely queued. */
  queuedMailer: Mailer;
}

/** Enqueue functions for the app, and the workers that run them in this process. */
export async function startAppJobs(
  jobs: JobQueue,
  deps: {
    bankService: BankService;
    detection: DetectionRunner;
    /** The business books follow a sync's rows (categoriseBusinessRows): reads of them write nothing. */
    settleBusinessBooks: (userId: string) => Promise<unknown>;
    mailer: Mailer;
    mailStore: MailStore;
    logger: Logger;
  },
): Promise<void> {
  const { bankService, detection, mailer, logger } = deps;
  await jobs.work<{ plaidItemId: string }>(JOBS.syncItem, async ({ plaidItemId }) => {
    try {
      await bankService.syncItemById(plaidItemId);
    } catch (err) {
      // A bank that needs the user to sign in again fails every retry alike; the item is flagged for them.
      if (err instanceof BankError && err.kind === 'login_required') {
        logger.warn('sync needs a new bank login', { item: plaidItemId });
        return;
      }
      throw err;
    }
  });
  await jobs.work<{ userId: string }>(JOBS.signInRefresh, async ({ userId }) => {
    // Failures of one bank only flag its accounts (refreshAllBalances); the engine runs either way.
    await bankService.refreshAllBalances(userId);
    await enqueueDetect(jobs, userId);
  });
  await jobs.work<{ userId: string }>(JOBS.detect, async ({ userId }, job) => {
    try {
      await deps.settleBusinessBooks(userId);
      await detection.run(userId);
    } catch (err) {
      logger.error('detection after sync failed', { userId, attempt: job.attempt, error: errorText(err) });
      throw err;
    }
  });
  // A sent mail's job is deleted at once: its row is gone, and the job should leave no trace either.
  await jobs.work<MailJob>(
    JOBS.sendMail,
    (payload, job) =>
      sendQueuedMail(
        { store: deps.mailStore, mailer, lastAttempt: job.attempt > MAIL_RETRIES.retryLimit },
        payload,
      ),
    { deleteOnSuccess: true },
  );
}

export const enqueueDetect = (jobs: JobQueue, userId: string) =>
  jobs.enqueue(JOBS.detect, { userId }, { singletonKey: userId, ...DETECT_RETRIES });

export function appJobs(jobs: JobQueue, kind: Mailer['kind'], mailStore: MailStore): AppJobs {
  return {
    syncItem: async (plaidItemId) => {
      await jobs.enqueue(JOBS.syncItem, { plaidItemId }, { singletonKey: plaidItemId, ...SYNC_RETRIES });
    },
    syncItemSoon: async (plaidItemId) => {
      await jobs.enqueue(
        JOBS.syncItem,
        { plaidItemId },
        { singletonKey: plaidItemId, startAfterMs: WEBHOOK_SYNC_DELAY_MS, ...SYNC_RETRIES },
      );
    },
    signInRefresh: async (userId) => {
      await jobs.enqueue(JOBS.signInRefresh, { userId }, { singletonKey: userId, ...SYNC_RETRIES });
    },
    detect: async (userId) => {
      await enqueueDetect(jobs, userId);
    },
    queuedMailer: {
      kind,
      // The job carries the id of the sealed message, never the message: no link, no token.
      send: async (message) => {
        const mailId = await storeMail(mailStore, message);
        try {
          await jobs.enqueue<MailJob>(JOBS.sendMail, { mailId }, MAIL_RETRIES);
        } catch (err) {
          await dropMail(mailStore.db, mailId);
          throw err;
        }
      },
    },
  };
}
