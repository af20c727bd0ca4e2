import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLedger } from '../db/queries/ledger.ts';
import { createSyncedUser } from '../testing/bank-fixtures.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { detectInWorker } from './detect-in-worker.ts';
import { runDetectors } from './run-detectors.ts';

// A large ledger's engine run goes to a worker thread so the request thread keeps answering other users:
// what the worker finds must be exactly what the same run finds here.
describe('the recurring engine in a worker', () => {
  let ctx: TestContext;
  let userId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ userId } = await createSyncedUser(ctx));
  });
  afterAll(() => ctx.close());

  it('finds the same series, fees and refunds as the engine run in this thread', async () => {
    const ledger = await loadLedger(ctx.database.db, userId);
    const input = {
      pages: ledger.pages,
      added: ledger.added,
      accounts: ledger.accounts,
      today: ctx.clock.today(),
    };
    const here = runDetectors(input);
    expect(here.streams.length).toBeGreaterThan(3);
    expect(here.fees.length).toBeGreaterThan(0);
    expect(await detectInWorker(input)).toEqual(here);
  });

  it("rejects with the worker's reason when the ledger cannot be read, and the caller goes on", async () => {
    await expect(
      detectInWorker({ pages: ['[{"id":'], added: [], accounts: [], today: '2026-11-21' }),
    ).rejects.toThrow(/JSON/);
  });
});
