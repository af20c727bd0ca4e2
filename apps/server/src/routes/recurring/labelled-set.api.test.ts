import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  householdInput,
  loadSet,
  scoreSet,
  TARGETS,
  type DetectedFeeLike,
  type DetectedStreamLike,
  type HouseholdFiles,
} from '@tourniquet/labelled-statements';
import { importIntoNewManualAccount, sourceIdsOfStored } from '../../testing/statement-import.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';

// The labelled households, as an outside tool would score them: each statement file imported through the
// file import into a manual account of its type, then /api/recurring and /api/fees read back. Proves the
// import, the storage and the API lose nothing the engine and the radar find on the files directly.

const SUBTYPE = {
  depository: 'checking',
  credit: 'credit card',
  loan: 'loan',
  investment: 'brokerage',
} as const;

interface ApiResults {
  streams: DetectedStreamLike[];
  fees: DetectedFeeLike[];
}

async function runThroughApi(ctx: TestContext, household: HouseholdFiles): Promise<ApiResults> {
  const { client, userId } = await createVerifiedUser(ctx);
  const fileOfAccount = new Map<string, string>();
  for (const account of household.labels.accounts) {
    const type = account.type === 'other' ? 'depository' : account.type;
    const csv = household.statements.find((s) => s.file === account.file)!.csv;
    const { accountId, response: res } = await importIntoNewManualAccount(
      client,
      { name: account.file, type, subtype: SUBTYPE[type] },
      csv,
    );
    fileOfAccount.set(accountId, account.file);
    expect(res.status, res.text).toBe(200);
    expect(res.json.rejected).toEqual([]);
  }

  // Our ids back to file:line.
  const { transactions: fileRows } = householdInput(household);
  const lineOf = await sourceIdsOfStored(ctx, userId, fileRows, fileOfAccount);
  expect(lineOf.size).toBe(fileRows.length);

  const streams = (await client.get('/api/recurring')).json.streams as unknown as DetectedStreamLike[];
  const fees = (await client.get('/api/fees')).json.fees as unknown as {
    transactionId: string;
    kind: string;
  }[];
  return {
    streams: streams.map((s) => ({
      ...s,
      accountId: fileOfAccount.get(s.accountId)!,
      transactionIds: s.transactionIds.map((id) => lineOf.get(id)!),
    })),
    fees: fees.map((f) => ({ kind: f.kind, transactionId: lineOf.get(f.transactionId)! })),
  };
}

describe('the labelled households through the import API', () => {
  let ctx: TestContext;
  const households = loadSet('households');
  const results = new Map<string, ApiResults>();

  beforeAll(async () => {
    ctx = await createTestContext({ today: households[0]!.labels.today });
    for (const household of households) results.set(household.name, await runThroughApi(ctx, household));
  }, 240_000);
  afterAll(() => ctx.close());

  it('meets the issue targets when read back through /api/recurring and /api/fees', () => {
    const scored = scoreSet(households, {
      // The answers were fetched above; the scorer asks for them household by household.
      detectRecurring: (txns) =>
        results.get(households.find((h) => h.statements[0]!.file === txns[0]?.accountId)!.name)!.streams,
      detectFees: (txns) => ({
        fees: results.get(households.find((h) => h.statements[0]!.file === txns[0]?.accountId)!.name)!.fees,
      }),
    });
    for (const [metric, target] of Object.entries(TARGETS)) {
      expect(scored.overall[metric as keyof typeof scored.overall], metric).toBeGreaterThanOrEqual(target!);
    }
  });
});
