// The database half of bench/rules.bench.ts: the rules as they run on the real path, on PGlite or PostgreSQL.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { RuleActions, RuleConditions } from '../../packages/domain/src/contracts/rules.ts';
import { transactions } from '@tourniquet/server/db/schema/index';
import { insertRule } from '@tourniquet/server/db/queries/rules';
import { ruleRowsWhere } from '@tourniquet/server/db/queries/rule-rows';
import { runRulesWhere } from '@tourniquet/server/rules/run-rules';
import { createTestContext } from '@tourniquet/server/testing/test-app';
import { createVerifiedUser } from '@tourniquet/server/testing/users';
import { RULES_TODAY, type BenchRuleRow } from './rules-fixture.ts';
import { benchImportWithRules, timed, type Timing } from './rules-import.ts';

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RUNS = 3;
const INSERT_PAGE = 2000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const summary = (runs: Timing[]) =>
  `median ${median(runs.map((r) => r.wall)).toFixed(0)} ms wall (${runs.map((r) => r.wall.toFixed(0)).join(' / ')}), ` +
  `${median(runs.map((r) => r.cpu)).toFixed(0)} ms CPU of this process`;

type Definition = { conditions: RuleConditions; actions: RuleActions };

/** `accountKeys` named in rows and rules become the user's account ids. */
const withAccounts = (conditions: RuleConditions, ids: Map<string, string>): RuleConditions =>
  conditions.accountIds
    ? { ...conditions, accountIds: conditions.accountIds.map((k) => ids.get(k)!) }
    : conditions;

export async function benchRulesDatabase(
  database: 'pglite' | 'postgres',
  data: { rows: BenchRuleRow[]; rules: Definition[]; accountKeys: string[] },
) {
  if (database === 'postgres') process.env.TEST_DATABASE_URL = SERVER_URL;
  else delete process.env.TEST_DATABASE_URL;
  const ctx = await createTestContext({ today: RULES_TODAY, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  try {
    const { db } = ctx.database;
    const { client, userId } = await createVerifiedUser(ctx);
    const ids = new Map<string, string>();
    for (const key of data.accountKeys) {
      const res = await client.post('/api/accounts/manual', { name: `Bench ${key}`, type: 'depository' });
      ids.set(key, (res.json as unknown as { account: { id: string } }).account.id);
    }
    // Straight into the table (the import's own cost is import.bench.ts's): the rows as the rules read them.
    for (let i = 0; i < data.rows.length; i += INSERT_PAGE) {
      await db.insert(transactions).values(
        data.rows.slice(i, i + INSERT_PAGE).map((r) => ({
          userId,
          accountId: ids.get(r.accountId)!,
          date: r.date,
          description: r.description,
          merchantName: r.merchantName,
          amountCents: r.amountCents,
          personalPrimary: r.personalPrimary,
          personalDetailed: r.personalDetailed,
          categorySource: r.categorySource,
          userEditedAt: r.userEdited ? new Date(`${RULES_TODAY}T12:00:00Z`) : null,
        })),
      );
    }
    await db.execute(sql`analyze transactions`);
    // Every row back as it was stored: what a rule may write (the 'user' rows it never touches).
    const reset = () =>
      db.execute(sql`update transactions set personal_primary = 'GENERAL_MERCHANDISE',
          personal_detailed = 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE', category_reason = null,
          category_source = case when category_source = 'rule' then 'catalogue' else category_source end,
          merchant_display_name = null, business_use = null, business_category = null, business_source = null
        where user_id = ${userId}`);
    for (const rule of data.rules) {
      await insertRule(db, userId, { ...rule, conditions: withAccounts(rule.conditions, ids) });
    }

    const all: Timing[] = [];
    let changed = 0;
    for (let run = 0; run < RUNS; run++) {
      await reset();
      const t = await timed(() => runRulesWhere(db, userId));
      changed = t.value;
      all.push(t);
    }
    // Where the time goes: the read alone (the rows as the rules read them); matching is the pure figure.
    const read: Timing[] = [];
    for (let run = 0; run < RUNS; run++) read.push(await timed(() => ruleRowsWhere(db, userId)));
    const label = `${database}: ${data.rules.length} rules over ${data.rows.length.toLocaleString('en-US')} rows`;
    console.log(
      `${label} through the database (read, match, write): ${summary(all)}; ${changed.toLocaleString('en-US')} rows changed; ` +
        `the read alone ${summary(read)}`,
    );

    // One more rule, as the user saves it with "Apply to past rows", and its preview, through the routes.
    const one = data.rules[1]!; // a description rule with a business action
    const body = { conditions: withAccounts(one.conditions, ids), actions: one.actions };
    const preview: Timing[] = [];
    const apply: Timing[] = [];
    let matches = 0;
    let applied = 0;
    for (let run = 0; run < RUNS; run++) {
      await reset();
      const p = await timed(() => client.post('/api/rules/preview', body));
      if (p.value.status !== 200) throw new Error(`preview: ${p.value.status} ${p.value.text}`);
      matches = Number(p.value.json.matches);
      preview.push(p);
      const a = await timed(() => client.post('/api/rules', { ...body, applyToPast: true }));
      if (a.value.status !== 201 && a.value.status !== 200)
        throw new Error(`apply: ${a.value.status} ${a.value.text}`);
      applied = Number(a.value.json.changed);
      apply.push(a);
      const removed = await client.request('DELETE', `/api/rules/${String(a.value.json.id)}`);
      if (removed.status !== 200 && removed.status !== 204) throw new Error(`delete: ${removed.status}`);
    }
    console.log(
      `${database}: one rule over ${data.rows.length.toLocaleString('en-US')} rows: POST /api/rules/preview ${summary(preview)} (${matches.toLocaleString('en-US')} matches); ` +
        `POST /api/rules with applyToPast ${summary(apply)} (${applied.toLocaleString('en-US')} rows changed); load average ${os.loadavg()[0]!.toFixed(1)}`,
    );

    // Last, as it deletes the rules: the same rows as one imported statement, with the 50 rules and with none.
    const statement = await client.post('/api/accounts/manual', {
      name: 'Bench statement',
      type: 'depository',
    });
    const statementId = (statement.json as unknown as { account: { id: string } }).account.id;
    const imports = await benchImportWithRules(db, userId, statementId, data.rows, RUNS);
    const cost =
      median(imports.withRules.map((r) => r.wall)) - median(imports.withoutRules.map((r) => r.wall));
    console.log(
      `${database}: a ${data.rows.length.toLocaleString('en-US')}-row statement stored (storeStatement) with the ${data.rules.length} rules ${summary(imports.withRules)} ` +
        `(${imports.ruled.toLocaleString('en-US')} rows set by a rule); with no rule ${summary(imports.withoutRules)}; ` +
        `the rules' share ${cost.toFixed(0)} ms; load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
  } finally {
    await ctx.close();
  }
}
