import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvTextCell, dollarsToCents } from '@tourniquet/domain';
import { CATEGORIES } from '../../../../../packages/plaid-sim/src/data/categories.ts';
import {
  generateHousehold,
  snapshot,
  type TransactionView,
} from '../../../../../packages/plaid-sim/src/generator/household.ts';
import { truthOf, type HouseholdTruth } from '../../../../../packages/plaid-sim/src/generator/truth.ts';
import {
  isReceivingLeg,
  matchingTruth,
  receivingLegIds,
  truthByTransactionId,
} from '../../../../../packages/plaid-sim/src/generator/truth-match.ts';
import { importIntoNewManualAccount, sourceIdsOfStored } from '../../testing/statement-import.ts';
import { createTestContext, TEST_TODAY, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';

// The recurring benchmark's shape (bench/recurring.bench.ts), end to end through the API: the simulator's
// household with everyday spending scaled up to ~10,000 transactions over two years, so the busy merchants
// (groceries, coffee, fuel) hold thousands of rows, the engine's worst case. Each simulator account goes in
// as a bank CSV export into a manual account of its type; /api/recurring and /api/fees are then scored
// against the simulator's truth with bench/recurring-sim-score.ts's rule. Speed is the bench's business:
// nothing here is timed.

const SEED = 42;
// The bench's own scaling: scale 1 gives ~1,250 transactions over two years.
const TARGET_TRANSACTIONS = 10_000;
const SCALE = TARGET_TRANSACTIONS / 1_250;
const HEADER = 'Date,Description,Merchant,Amount,Category';

/** A bank's export of one account: negative is money out; the category is the bank's most specific label. */
function bankCsv(views: readonly TransactionView[]): string {
  const lines = views.map((v) =>
    [
      v.date,
      csvTextCell(v.txn.name),
      csvTextCell(v.txn.merchantName),
      (-v.amount).toFixed(2),
      csvTextCell(CATEGORIES[v.txn.category].legacy.at(-1)),
    ].join(','),
  );
  return `${[HEADER, ...lines].join('\n')}\n`;
}

interface ApiStream {
  name: string;
  transactionIds: string[];
}

describe('the recurring benchmark shape through the import API', () => {
  let ctx: TestContext;
  let views: TransactionView[];
  let truth: HouseholdTruth;
  const imports: { account: string; status: number; imported: number; rejected: unknown[] }[] = [];
  /** Streams and fees as the API answered, with our ids turned back into the simulator's. */
  let streams: ApiStream[];
  let feeIds: Set<string>;

  beforeAll(async () => {
    const household = generateHousehold({ seed: SEED, today: TEST_TODAY, scale: SCALE });
    views = snapshot(household, TEST_TODAY);
    truth = truthOf(household);
    ctx = await createTestContext({ today: TEST_TODAY });
    const { client, userId } = await createVerifiedUser(ctx);

    const simAccountOf = new Map<string, string>();
    for (const account of household.accounts) {
      const rows = views.filter((v) => v.txn.accountKey === account.key);
      // The IRA holds no cash transactions: a bank would offer no statement to import.
      if (rows.length === 0) continue;
      const { accountId, response } = await importIntoNewManualAccount(
        client,
        { name: account.name, type: account.type, subtype: account.subtype },
        bankCsv(rows),
      );
      simAccountOf.set(accountId, account.key);
      imports.push({
        account: account.key,
        status: response.status,
        imported: response.json.imported as unknown as number,
        rejected: response.json.rejected as unknown as unknown[],
      });
    }

    const simIdOf = await sourceIdsOfStored(
      ctx,
      userId,
      views.map((v) => ({
        id: v.id,
        accountId: v.txn.accountKey,
        date: v.date,
        amountCents: dollarsToCents(v.amount),
        description: v.txn.name,
      })),
      simAccountOf,
    );
    expect(simIdOf.size, 'every stored row traced back to its simulator transaction').toBe(views.length);
    const simId = (id: string) => simIdOf.get(id) ?? `unknown:${id}`;
    const recurring = (await client.get('/api/recurring')).json.streams as unknown as ApiStream[];
    streams = recurring.map((s) => ({ name: s.name, transactionIds: s.transactionIds.map(simId) }));
    const fees = (await client.get('/api/fees')).json.fees as unknown as { transactionId: string }[];
    feeIds = new Set(fees.map((f) => simId(f.transactionId)));
  }, 120_000);
  afterAll(() => ctx.close());

  it('has the bench shape: ~10,000 transactions, mostly everyday spending, hundreds at the busiest merchants', () => {
    expect(views.length).toBeGreaterThan(9_000);
    expect(views.length).toBeLessThan(12_000);
    const everyday = views.filter((v) => v.txn.key.startsWith('spend:'));
    expect(everyday.length / views.length).toBeGreaterThan(0.8);
    const perMerchant = new Map<string, number>();
    for (const v of everyday) perMerchant.set(v.txn.name, (perMerchant.get(v.txn.name) ?? 0) + 1);
    // Hundreds of rows at one merchant here, thousands at the bench's 50,000.
    expect(Math.max(...perMerchant.values())).toBeGreaterThan(500);
  });

  it('imports every statement with no rejected line', () => {
    expect(imports.length).toBeGreaterThan(0);
    for (const result of imports) {
      expect(result.status, result.account).toBe(200);
      expect(result.rejected, result.account).toEqual([]);
      expect(result.imported, result.account).toBe(
        views.filter((v) => v.txn.accountKey === result.account).length,
      );
    }
  });

  it('finds the true series with precision and recall of at least 0.95 (receiving legs apart)', () => {
    // The bench's scoring: bank fees are the fee radar's, and a stream of receiving legs mirrors a series.
    const truths = truth.recurring.filter((t) => !t.isFee);
    const truthOfId = truthByTransactionId(truths);
    const legIds = receivingLegIds(views);
    const counted = streams.filter((s) => !isReceivingLeg(s.transactionIds, legIds));
    const matched = new Set(counted.map((s) => matchingTruth(s.transactionIds, truthOfId)));
    matched.delete(null);
    expect(counted.length, 'streams found').toBeGreaterThan(0);
    const precision = matched.size / counted.length;
    const recall = matched.size / truths.length;
    expect(precision, `${matched.size} of ${counted.length} streams true`).toBeGreaterThanOrEqual(0.95);
    const missed = truths.filter((t) => !matched.has(t)).map((t) => t.seriesKey);
    expect(
      recall,
      `${matched.size} of ${truths.length} series found; missed ${missed.join(', ')}`,
    ).toBeGreaterThanOrEqual(0.95);
  });

  it('builds no stream from the busy everyday merchants', () => {
    const everyday = new Set(views.filter((v) => v.txn.key.startsWith('spend:')).map((v) => v.id));
    const built = streams.filter((s) => s.transactionIds.some((id) => everyday.has(id))).map((s) => s.name);
    expect(built).toEqual([]);
  });

  it('lists every fee the truth marks in /api/fees', () => {
    expect(truth.fees.length).toBeGreaterThan(0);
    const missing = truth.fees.filter((f) => !feeIds.has(f.transactionId)).map((f) => `${f.kind} ${f.date}`);
    expect(missing).toEqual([]);
  });
});
