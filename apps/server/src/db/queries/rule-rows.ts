import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { RuleRow } from '@tourniquet/domain';
import type { Db } from '../client.ts';
import { transactions } from '../schema/index.ts';
import { yieldToOthers } from '../take-turns.ts';
import { ALL_ROWS, scopeCondition, type RowScope } from './row-scope.ts';

export type StoredRuleRow = RuleRow & { id: string; date: string; categoryReason: string | null };

/** The columns a rule reads, in the order of each row's JSON array (ruleRowsWhere). */
const RULE_ROW_COLUMNS = [
  transactions.id,
  transactions.date,
  transactions.accountId,
  transactions.description,
  transactions.merchantName,
  transactions.amountCents,
  transactions.personalPrimary,
  transactions.personalDetailed,
  transactions.categorySource,
  transactions.categoryReason,
  transactions.merchantDisplayName,
  transactions.businessUse,
  transactions.businessCategory,
  transactions.businessSource,
] as const;
type RuleRowArray = [
  string,
  string,
  string,
  string,
  string | null,
  number,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  StoredRuleRow['businessUse'],
  string | null,
  string | null,
  boolean,
];

/**
 * The user's rows as rules read them, newest first (`scope` narrows them: a job's page, provider ids).
 * Applying a rule to past rows reads every row the user has, so they come back as one JSON array of arrays
 * rather than a result row each: PGlite decodes each row and field of a result in JavaScript, which for
 * 50,000 rows cost about 0.85 s of CPU against 0.35 s for the one JSON text, parsed (bench/rules.bench.ts).
 */
export async function ruleRowsWhere(
  db: Db,
  userId: string,
  scope: RowScope = ALL_ROWS,
): Promise<StoredRuleRow[]> {
  return readRuleRows(db, userId, scopeCondition(scope));
}

/** Rows a page reads: a few tens of milliseconds of the embedded database each. */
const RULE_ROWS_PAGE = 250;

/**
 * The same rows, newest first, a page at a time with a turn of the event loop between pages: applying a
 * rule to 100,000 past rows read them in one statement that held every other user for a second.
 */
export async function* ruleRowPages(db: Db, userId: string): AsyncGenerator<StoredRuleRow[]> {
  let after: StoredRuleRow | undefined;
  for (;;) {
    const page = await readRuleRows(db, userId, undefined, after, RULE_ROWS_PAGE);
    if (page.length > 0) yield page;
    if (page.length < RULE_ROWS_PAGE) return;
    after = page.at(-1);
    await yieldToOthers();
  }
}

async function readRuleRows(
  db: Db,
  userId: string,
  where: SQL | undefined,
  after?: StoredRuleRow,
  limit?: number,
): Promise<StoredRuleRow[]> {
  const conditions = and(
    eq(transactions.userId, userId),
    where,
    after
      ? sql`(${transactions.date}, ${transactions.id}) < (${after.date}::date, ${after.id}::uuid)`
      : undefined,
  );
  const rows = sql`select json_build_array(${sql.join([...RULE_ROW_COLUMNS], sql`, `)},
      ${transactions.userEditedAt} is not null) as r, ${transactions.date} as d, ${transactions.id} as i
    from ${transactions} where ${conditions}
    order by ${transactions.date} desc, ${transactions.id} desc
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`;
  const answer = await db.execute(
    sql`select coalesce(json_agg(p.r order by p.d desc, p.i desc), '[]')::text as rows from (${rows}) p`,
  );
  const result = (answer as unknown as { rows: { rows: string }[] }).rows[0];
  return (JSON.parse(result!.rows) as RuleRowArray[]).map((r) => ({
    id: r[0],
    date: r[1],
    accountId: r[2],
    description: r[3],
    merchantName: r[4],
    amountCents: Number(r[5]),
    personalPrimary: r[6],
    personalDetailed: r[7],
    categorySource: r[8],
    categoryReason: r[9],
    merchantDisplayName: r[10],
    businessUse: r[11],
    businessCategory: r[12],
    businessSource: r[13],
    userEdited: r[14] === true,
  }));
}
