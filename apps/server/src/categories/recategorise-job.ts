import { categoriseBusinessRows } from '../business/business-categorising.ts';
import type { Db } from '../db/client.ts';
import { usersToRecategorise } from '../db/queries/category-rows.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { errorText } from '../jobs/in-process-queue.ts';
import type { Logger } from '../logger.ts';
import { rowIdPages } from '../db/queries/row-id-pages.ts';
import { yieldToOthers } from '../db/take-turns.ts';
import { categoriseRowsWhere, fillMerchantKeys, loadLearned } from './categorise-rows.ts';

/**
 * Re-categorising existing rows: migration 0009 added the columns; this job gives every row of
 * a user its one category, never touching a row whose source is 'user'. A row the categoriser has never
 * seen has no reason yet, so the job runs at start for the users who hold one, and is idempotent.
 */
export const RECATEGORISE_JOB = 'categories.recategorise';

/**
 * Every row of the user but their own choices; an edit made before categories existed is kept as theirs.
 * Then the merchant key of every row still without one (migration 0012 added the column empty).
 */
export async function recategoriseUser(db: Db, userId: string): Promise<number> {
  // A page of rows at a time, other users let in between: the job runs at start, beside everyone's
  // requests, and one pass over 100,000 rows held the embedded database for seconds.
  const learned = await loadLearned(db, userId);
  let changed = 0;
  for await (const ids of rowIdPages(db, userId, JOB_PAGE_ROWS)) {
    changed += await categoriseRowsWhere(
      db,
      userId,
      { transactionIds: ids },
      {
        legacyEdits: true,
        learned,
      },
    );
    await yieldToOthers();
  }
  await fillMerchantKeys(db, userId);
  return changed;
}

/**
 * The job: the rows' categories, then the business books, which read them (a business row's suggestion
 * follows its personal category): a write through the API brings the books up to date after it
 * (routes/business/books-after-writes.ts), and this job writes rows outside any request.
 */
export async function recategoriseRowsAndBooks(db: Db, userId: string): Promise<number> {
  const changed = await recategoriseUser(db, userId);
  await categoriseBusinessRows(db, userId);
  return changed;
}

/** Rows the job categorises (and runs the rules on) per piece. */
const JOB_PAGE_ROWS = 1_000;

/** Starts the worker and queues one job per user who needs it (one job per user: a failure stays theirs). */
export async function startRecategorising(jobs: JobQueue, db: Db, logger: Logger): Promise<void> {
  await jobs.work<{ userId: string }>(RECATEGORISE_JOB, async ({ userId }) => {
    const changed = await recategoriseRowsAndBooks(db, userId);
    if (changed > 0) logger.info('rows re-categorised', { userId, changed });
  });
  for (const userId of await usersToRecategorise(db)) {
    await jobs.enqueue(
      RECATEGORISE_JOB,
      { userId },
      { singletonKey: userId, retryLimit: 2, retryDelayMs: 5000, retryBackoff: true },
    );
  }
}

/** For the logs when the start fails: the app still serves, rows keep the category they had. */
export function startRecategorisingLogged(jobs: JobQueue, db: Db, logger: Logger): void {
  startRecategorising(jobs, db, logger).catch((err: unknown) =>
    logger.error('re-categorising did not start', { error: errorText(err) }),
  );
}
