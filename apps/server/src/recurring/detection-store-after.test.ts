import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerTransaction } from '@tourniquet/domain';
import { fixedDateClock } from '../clock.ts';
import { accounts, recurringStreams } from '../db/schema/index.ts';
import { createLogger } from '../logger.ts';
import { createTestContext, TEST_TODAY, type TestContext } from '../testing/test-app.ts';
import { createVerifiedUser } from '../testing/users.ts';
import { createDetectionRunner } from './detection-runner.ts';

// An import's engine run reads the file's rows while they are written (routes/imports): what it finds is
// stored only once they are, and never when the import fails.
describe('a detection run that waits for its rows to be stored', () => {
  let ctx: TestContext;
  let userId: string;
  const accountId = 'dsa_checking';
  beforeAll(async () => {
    ctx = await createTestContext();
    userId = (await createVerifiedUser(ctx)).userId;
    await ctx.database.db.insert(accounts).values({
      id: accountId,
      userId,
      accountName: 'Checking',
      institutionName: 'Bank',
      accountType: 'depository',
    });
  });
  afterAll(() => ctx.close());

  // Eight monthly charges of the same streaming service: a series the engine finds.
  const monthly = (): LedgerTransaction[] =>
    Array.from({ length: 8 }, (_, i) => ({
      id: randomUUID(),
      accountId,
      date: `2026-0${i + 2}-05`,
      description: 'STREAMFLIX MONTHLY',
      merchantName: 'Streamflix',
      amountCents: -1599,
      category: [],
      pfcPrimary: null,
      pfcDetailed: null,
      pending: false,
    }));
  const streamsStored = async () =>
    (await ctx.database.db.select().from(recurringStreams).where(eq(recurringStreams.userId, userId))).length;
  const runner = () =>
    createDetectionRunner({
      db: ctx.database.db,
      clock: fixedDateClock(TEST_TODAY),
      logger: createLogger('silent'),
    });

  it('stores nothing when the rows were never stored, and what it found once they are', async () => {
    const failed = Promise.reject(new Error('the import failed'));
    failed.catch(() => {}); // as the import route's own promise is: the route answers the failure
    await runner().run(userId, { batchId: randomUUID(), rows: monthly() }, { storeAfter: failed });
    expect(await streamsStored()).toBe(0);

    let written!: () => void;
    const storeAfter = new Promise<void>((resolve) => (written = resolve));
    let done = false;
    const run = runner()
      .run(userId, { batchId: randomUUID(), rows: monthly() }, { storeAfter })
      .then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(done).toBe(false);
    expect(await streamsStored()).toBe(0);
    written();
    await run;
    expect(await streamsStored()).toBe(1);
  });
});
