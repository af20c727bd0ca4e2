import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { RuleRow } from '@tourniquet/domain';
import type { Db } from '../client.ts';
import { transactions } from '../schema/index.ts';

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
 * The user's rows as rules read them, newest first (`where` narrows them: a batch, provider ids).
 * Applying a rule to past rows reads every row the user has, so they come back as one JSON array of arrays
 * rather than a result row each: PGlite decodes each row and field of a result in JavaScript, which for
 * 50,000 rows cost about 0.85 s of CPU against 0.35 s for the one JSON text, parsed (bench/rules.bench.ts).
 */
export async function ruleRowsWhere(db: Db, userId: string, where?: SQL): Promise<StoredRuleRow[]> {
  const [result] = await db
    .select({
      rows: sql<string>`coalesce(json_agg(json_build_array(${sql.join([...RULE_ROW_COLUMNS], sql`, `)},
        ${transactions.userEditedAt} is not null) order by ${transactions.date} desc, ${transactions.id} desc),
        '[]')::text`,
    })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), where));
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
