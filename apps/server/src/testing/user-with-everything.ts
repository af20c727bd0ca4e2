import { DEFAULT_NOTIFICATION_SETTINGS } from '@tourniquet/domain';
import { reportChangeCounts, reportChanges } from '../db/schema/index.ts';
import type { TestContext } from './test-app.ts';
import { TestClient } from './test-client.ts';
import { createSyncedUser } from './bank-fixtures.ts';
import { createVerifiedUser } from './users.ts';

/**
 * A statement file with a monthly subscription, a bank fee and a paycheck, as a bank exports it: enough for
 * the recurring engine to find a stream and the fee radar a fee. `marker` names the subscription, so every
 * row of it can be recognised in an answer.
 */
export function statementCsv(marker: string): string {
  const lines = ['Date,Description,Amount'];
  for (const month of ['06', '07', '08', '09', '10', '11']) {
    lines.push(`2026-${month}-04,${marker} STREAMING,-15.49`);
    lines.push(`2026-${month}-28,MONTHLY MAINTENANCE FEE,-12.00`);
    lines.push(`2026-${month}-15,PAYROLL ${marker},2500.00`);
  }
  lines.push('2026-10-12,OVERDRAFT FEE,-35.00');
  return lines.join('\r\n') + '\r\n';
}

/**
 * A user with a manual account holding an imported statement, its recurring streams and fees detected: a
 * small ledger (no linked bank), so that routes which rerun the engine answer quickly.
 */
export async function createUserWithStatement(ctx: TestContext, marker: string) {
  const user = await createVerifiedUser(ctx);
  const { client } = user;
  const manual = await client.post('/api/accounts/manual', {
    name: `${marker} Checking`,
    type: 'depository',
    subtype: 'checking',
  });
  if (manual.status !== 201) throw new Error(`manual account failed: ${manual.text}`);
  const manualAccountId = (manual.json.account as unknown as { id: string }).id;
  const imported = await client.request(
    'POST',
    `/api/accounts/${manualAccountId}/import`,
    statementCsv(marker),
    {
      'Content-Type': 'text/csv',
    },
  );
  if (imported.status !== 200) throw new Error(`import failed: ${imported.text}`);
  const refreshed = await client.post('/api/recurring/refresh', {});
  const streams = refreshed.json.streams as unknown as StreamDto[];
  const listed = await client.get('/api/transactions?limit=200');
  const transactionIds = (listed.json.transactions as unknown as { id: string }[]).map((t) => t.id);
  if (streams.length === 0 || transactionIds.length === 0)
    throw new Error('expected streams and transactions');
  return {
    ...user,
    manualAccountId,
    importBatchId: String(imported.json.batchId),
    transactionIds,
    streamIds: streams.map((s) => s.id),
  };
}

export interface UserWithEverything {
  client: TestClient;
  /** A second signed-in session of the same user (another device). */
  otherDevice: TestClient;
  userId: string;
  email: string;
  password: string;
  /** A word only this user's rows contain (account names, goal, profile, imported descriptions). */
  marker: string;
  linkedAccountIds: string[];
  manualAccountId: string;
  importBatchId: string;
  transactionIds: string[];
  streamIds: string[];
  decidedStreamId: string;
  /** A rule applied to past rows (so it has an undo record). */
  ruleId: string;
  /** One of the user's goals. */
  goalId: string;
  feeTransactionIds: string[];
  /** Alerts the engine's run stored (a saved settings row makes every charge of the last week large). */
  notificationIds: string[];
}

interface StreamDto {
  id: string;
}
interface FeeDto {
  transactionId: string;
  amountCents: number;
}

/**
 * A user who owns one of every kind of object, each made through the API: a linked bank (accounts and
 * synced transactions), a manual account with an imported statement, goals, recurring streams with a
 * decision, detected fees, a premium profile and two sessions.
 */
export async function createUserWithEverything(
  ctx: TestContext,
  marker: string,
): Promise<UserWithEverything> {
  const user = await createSyncedUser(ctx);
  const { client } = user;
  const expectOk = <R extends { status: number; text: string }>(what: string, res: R): R => {
    if (res.status >= 300) throw new Error(`${what} failed: ${res.status} ${res.text}`);
    return res;
  };

  const manual = expectOk(
    'manual account',
    await client.post('/api/accounts/manual', {
      name: `${marker} Checking`,
      type: 'depository',
      subtype: 'checking',
    }),
  );
  const manualAccountId = (manual.json.account as unknown as { id: string }).id;
  const imported = expectOk(
    'import',
    await client.request(
      'POST',
      `/api/accounts/${manualAccountId}/import?fileName=${marker}.csv`,
      statementCsv(marker),
      { 'Content-Type': 'text/csv' },
    ),
  );
  const importBatchId = String(imported.json.batchId);

  const travelGoal = expectOk(
    'goal',
    await client.put('/api/goals', {
      category: `${marker} Travel`,
      goalType: 'expense',
      amountCents: 12_345,
    }),
  );
  expectOk(
    'goal',
    await client.put('/api/goals', { category: 'FOOD_AND_DRINK', goalType: 'expense', amountCents: 50_000 }),
  );
  // An adopted debt plan: the forecast of this user counts its extra payments.
  expectOk(
    'debt plan',
    await client.put('/api/debts/plan', { strategy: 'avalanche', extraMonthlyCents: 20_000 }),
  );
  // Premium, so the premium-only answers (the goals PDF) hold this user's data rather than a refusal.
  expectOk('premium', await client.post('/api/profile/premium', { code: 'KILL-THE-BILLS' }));
  expectOk(
    'profile',
    await client.put('/api/profile', { displayName: `${marker} Person`, city: `${marker}ville` }),
  );

  // Runs the engine now (and waits for the run the sync started): streams and fees are stored after this.
  expectOk(
    'notification settings',
    await client.put('/api/notification-settings', {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      largeTransactionCents: 100,
    }),
  );

  const refreshed = expectOk('recurring refresh', await client.post('/api/recurring/refresh', {}));
  const streams = refreshed.json.streams as unknown as StreamDto[];
  if (streams.length < 2) throw new Error(`expected recurring streams, got ${refreshed.text}`);
  const decidedStreamId = streams[0]!.id;
  expectOk(
    'decision',
    await client.request('PATCH', `/api/recurring/${decidedStreamId}`, { status: 'dismissed' }),
  );
  const fees = expectOk('fees', await client.get('/api/fees')).json.fees as unknown as FeeDto[];
  if (fees.length === 0) throw new Error('expected detected fees');

  // A fee asked back (its refund status row) and split in two parts (issue 28 and 23).
  const fee = fees[0]!;
  expectOk(
    'fee refund status',
    await client.request('PATCH', `/api/fees/${fee.transactionId}`, { refundStatus: 'asked' }),
  );
  const part = Math.floor(Math.abs(fee.amountCents) / 2);
  const food = { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' };
  expectOk(
    'split',
    await client.request('PUT', `/api/transactions/${fee.transactionId}/splits`, {
      parts: [
        { amountCents: part, personalCategory: food },
        { amountCents: Math.abs(fee.amountCents) - part, personalCategory: food },
      ],
    }),
  );

  const listedNotifications = expectOk('notifications', await client.get('/api/notifications')).json
    .notifications as unknown as { id: string }[];
  if (listedNotifications.length === 0) throw new Error('expected notifications');

  // A rule renaming the imported rows, applied to them: a rule and its undo record.
  const savedRule = expectOk(
    'rule',
    await client.post('/api/rules', {
      conditions: { text: { field: 'description', op: 'contains', value: marker } },
      actions: { merchantName: `${marker} Renamed` },
      applyToPast: true,
    }),
  );
  if (!savedRule.json.changed) throw new Error(`expected the rule to change rows: ${savedRule.text}`);
  const ruleId = String(savedRule.json.id);

  const transactionIds: string[] = [];
  for (let cursor: string | null = '', pages = 0; cursor !== null && pages < 50; pages++) {
    const query = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page = expectOk('transactions', await client.get(`/api/transactions?limit=200${query}`))
      .json as unknown as {
      transactions: { id: string }[];
      nextCursor: string | null;
    };
    transactionIds.push(...page.transactions.map((t) => t.id));
    cursor = page.nextCursor;
  }

  // The report version's rows (decision 033): PostgreSQL's triggers write report_changes, and a fold after
  // 500 of them report_change_counts; the embedded database counts notifications instead. Written here so
  // both tables hold the user on both databases.
  await ctx.database.db.insert(reportChanges).values({ userId: user.userId });
  await ctx.database.db
    .insert(reportChangeCounts)
    .values({ userId: user.userId, folded: 1 })
    .onConflictDoNothing();

  const otherDevice = new TestClient(ctx.app, ctx.env.PUBLIC_URL);
  expectOk(
    'second sign-in',
    await otherDevice.post('/api/auth/sign-in/email', { email: user.email, password: user.password }),
  );

  return {
    client,
    otherDevice,
    userId: user.userId,
    email: user.email,
    password: user.password,
    marker,
    linkedAccountIds: user.accountIds,
    manualAccountId,
    importBatchId,
    transactionIds,
    streamIds: streams.map((s) => s.id),
    decidedStreamId,
    ruleId,
    goalId: String((travelGoal.json.goal as unknown as { id: string }).id),
    feeTransactionIds: fees.map((f) => f.transactionId),
    notificationIds: listedNotifications.map((n) => n.id),
  };
}
