import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { RuleActions, RuleConditions, RuleDto } from '@tourniquet/domain/contracts';
import type { Db } from '../client.ts';
import { inChunks, yieldToOthers } from '../take-turns.ts';
import {
  ruleApplicationChanges,
  ruleApplications,
  rules,
  type RuleApplicationChange,
} from '../schema/index.ts';

/** Rules: every statement scoped to the user. */

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID_PATTERN.test(id);

/** A text[] literal (NULL stays NULL); both drivers pass it as one parameter. */
export function textArray(values: readonly (string | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
}

const ruleFields = {
  id: rules.id,
  position: rules.position,
  conditions: rules.conditions,
  actions: rules.actions,
  createdAt: rules.createdAt,
  // Only the newest application is kept (recordApplication), so any not undone can be undone.
  canUndoApply: sql<boolean>`exists (
    select 1 from rule_applications a
    where a.rule_id = "rules"."id" and a.user_id = "rules"."user_id" and a.undone_at is null)`,
};

function toDto(
  row: { createdAt: Date; canUndoApply: unknown } & Omit<RuleDto, 'createdAt' | 'canUndoApply'>,
) {
  return { ...row, createdAt: row.createdAt.toISOString(), canUndoApply: row.canUndoApply === true };
}

export async function listRules(db: Db, userId: string): Promise<RuleDto[]> {
  const rows = await db
    .select(ruleFields)
    .from(rules)
    .where(eq(rules.userId, userId))
    .orderBy(asc(rules.position), asc(rules.createdAt));
  return rows.map(toDto);
}

export async function findRule(db: Db, userId: string, id: string): Promise<RuleDto | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(ruleFields)
    .from(rules)
    .where(and(eq(rules.id, id), eq(rules.userId, userId)));
  return row ? toDto(row) : null;
}

export async function countRules(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rules)
    .where(eq(rules.userId, userId));
  return Number(row?.n ?? 0);
}

/** A new rule runs last. */
export async function insertRule(
  db: Db,
  userId: string,
  rule: { conditions: RuleConditions; actions: RuleActions },
): Promise<string> {
  const [row] = await db
    .insert(rules)
    .values({
      userId,
      conditions: rule.conditions,
      actions: rule.actions,
      position: sql`(select coalesce(max(position) + 1, 0) from ${rules} where user_id = ${userId})`,
    })
    .returning({ id: rules.id });
  return row!.id;
}

export async function updateRule(
  db: Db,
  userId: string,
  id: string,
  rule: { conditions: RuleConditions; actions: RuleActions },
  now: Date,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const updated = await db
    .update(rules)
    .set({ conditions: rule.conditions, actions: rule.actions, updatedAt: now })
    .where(and(eq(rules.id, id), eq(rules.userId, userId)))
    .returning({ id: rules.id });
  return updated.length > 0;
}

/** Deletes the rule (and its undo record); the rows it changed keep their values. */
export async function deleteRule(db: Db, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await db
    .delete(rules)
    .where(and(eq(rules.id, id), eq(rules.userId, userId)))
    .returning({ id: rules.id });
  return deleted.length > 0;
}

/** Positions 0..n-1 in the order given (the caller checked the ids are exactly the user's rules). */
export async function reorderRules(db: Db, userId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update ${rules} r set position = v.pos - 1
    from unnest(${textArray(ids)}::uuid[]) with ordinality as v(id, pos)
    where r.id = v.id and r.user_id = ${userId}`);
}

/** What a rule writes on one row: null leaves a field as it is. */
export interface RuleWrite {
  id: string;
  primary: string | null;
  detailed: string | null;
  reason: string | null;
  merchantName: string | null;
  businessUse: string | null;
  businessCategory: string | null;
}

const PAGE = 5000;

/**
 * Writes rule results. The guards repeat the domain's: a category or business choice whose source is
 * 'user', or the merchant of a row edited by hand, is kept even if the edit landed mid-batch.
 */
export async function writeRuleResults(db: Db, userId: string, writes: readonly RuleWrite[]): Promise<void> {
  for (let i = 0; i < writes.length; i += PAGE) {
    const page = writes.slice(i, i + PAGE);
    const col = (pick: (w: RuleWrite) => string | null) => textArray(page.map(pick));
    await db.execute(sql`
      update transactions t set
        personal_primary = case when v.p is not null and t.category_source is distinct from 'user' then v.p else t.personal_primary end,
        personal_detailed = case when v.p is not null and t.category_source is distinct from 'user' then v.d else t.personal_detailed end,
        category_reason = case when v.p is not null and t.category_source is distinct from 'user' then v.r else t.category_reason end,
        category_source = case when v.p is not null and t.category_source is distinct from 'user' then 'rule' else t.category_source end,
        merchant_display_name = case when v.m is not null and t.user_edited_at is null then v.m else t.merchant_display_name end,
        business_use = case when v.bu is not null and t.business_source is distinct from 'user' then v.bu else t.business_use end,
        business_category = case when v.bc is not null and t.business_source is distinct from 'user' then v.bc else t.business_category end,
        business_source = case when (v.bu is not null or v.bc is not null) and t.business_source is distinct from 'user' then 'rule' else t.business_source end
      from unnest(
        ${col((w) => w.id)}::uuid[], ${col((w) => w.primary)}::text[], ${col((w) => w.detailed)}::text[],
        ${col((w) => w.reason)}::text[], ${col((w) => w.merchantName)}::text[],
        ${col((w) => w.businessUse)}::text[], ${col((w) => w.businessCategory)}::text[]
      ) as v(id, p, d, r, m, bu, bc)
      where t.id = v.id and t.user_id = ${userId}`);
  }
}

/** Rows a chunk of a rule's writes (or its undo) changes in one transaction (a third while others wait). */
const RULE_WRITE_CHUNK = 100;

/**
 * The same writes, a chunk per transaction with a turn of the event loop between chunks: applying a rule
 * to every past row held the embedded database for seconds in one transaction.
 */
export async function writeRuleResultsInTurns(
  db: Db,
  userId: string,
  writes: readonly RuleWrite[],
): Promise<void> {
  await inChunks(writes, RULE_WRITE_CHUNK, (chunk) => writeRuleResults(db, userId, chunk));
}

/** Rows of an application's record per stored chunk (rule_application_changes). */
const RECORD_CHUNK = 2_000;

/**
 * Stores what the rows held before the rule changes them, a chunk per statement with other users let in
 * between. Written whole before any row changes, so an undo always finds every row it has to restore.
 */
export async function recordApplication(
  db: Db,
  userId: string,
  ruleId: string,
  changes: RuleApplicationChange[],
): Promise<void> {
  // One undo per rule: a new application replaces the record of the previous one (its chunks cascade).
  await db
    .delete(ruleApplications)
    .where(and(eq(ruleApplications.userId, userId), eq(ruleApplications.ruleId, ruleId)));
  const [application] = await db
    .insert(ruleApplications)
    .values({ userId, ruleId })
    .returning({ id: ruleApplications.id });
  for (let i = 0; i < changes.length; i += RECORD_CHUNK) {
    await db.insert(ruleApplicationChanges).values({
      applicationId: application!.id,
      userId,
      chunk: i / RECORD_CHUNK,
      changes: changes.slice(i, i + RECORD_CHUNK),
    });
    await yieldToOthers();
  }
}

/** The rule's newest application when it has not been undone yet. */
export async function undoableApplication(db: Db, userId: string, ruleId: string) {
  const [row] = await db
    .select({ id: ruleApplications.id, undoneAt: ruleApplications.undoneAt })
    .from(ruleApplications)
    .where(and(eq(ruleApplications.userId, userId), eq(ruleApplications.ruleId, ruleId)))
    .orderBy(desc(ruleApplications.createdAt))
    .limit(1);
  return row && row.undoneAt === null ? row : null;
}

/** An application's record, a stored chunk at a time, in the order it was written. */
async function* recordChunks(db: Db, userId: string, applicationId: string) {
  for (let chunk = 0; ; chunk++) {
    const [row] = await db
      .select({ changes: ruleApplicationChanges.changes })
      .from(ruleApplicationChanges)
      .where(
        and(
          eq(ruleApplicationChanges.applicationId, applicationId),
          eq(ruleApplicationChanges.userId, userId),
          eq(ruleApplicationChanges.chunk, chunk),
        ),
      );
    if (!row) return;
    yield row.changes;
  }
}

/**
 * Gives rows back what they held before the application, field by field, only where the rule's value is
 * still there (a field the user or a later sync changed since stays). Marks the application undone first,
 * in one small transaction (a second undo finds nothing to do), then restores a chunk per transaction with
 * a turn of the event loop between chunks.
 */
export async function undoApplication(
  db: Db,
  userId: string,
  application: { id: string },
  now: Date,
): Promise<number> {
  const marked = await db
    .update(ruleApplications)
    .set({ undoneAt: now })
    .where(
      and(
        eq(ruleApplications.id, application.id),
        eq(ruleApplications.userId, userId),
        isNull(ruleApplications.undoneAt),
      ),
    )
    .returning({ id: ruleApplications.id });
  if (marked.length === 0) return 0;
  let restored = 0;
  for await (const changes of recordChunks(db, userId, application.id)) {
    await inChunks(changes, RULE_WRITE_CHUNK, async (chunk) => {
      restored += await restoreRows(db, userId, chunk);
    });
  }
  return restored;
}

/** One chunk of an undo, in one statement: the rows restored. */
async function restoreRows(db: Db, userId: string, page: readonly RuleApplicationChange[]): Promise<number> {
  const col = (pick: (c: RuleApplicationChange) => string | null) => textArray(page.map(pick));
  const result = await db.execute(sql`
    update transactions t set
      personal_primary = case when position('c' in v.f) > 0 and t.category_source = 'rule' then v.p else t.personal_primary end,
      personal_detailed = case when position('c' in v.f) > 0 and t.category_source = 'rule' then v.d else t.personal_detailed end,
      category_reason = case when position('c' in v.f) > 0 and t.category_source = 'rule' then v.r else t.category_reason end,
      category_source = case when position('c' in v.f) > 0 and t.category_source = 'rule' then v.s else t.category_source end,
      merchant_display_name = case when position('m' in v.f) > 0 and t.user_edited_at is null then v.m else t.merchant_display_name end,
      business_use = case when position('b' in v.f) > 0 and t.business_source = 'rule' then v.bu else t.business_use end,
      business_category = case when position('b' in v.f) > 0 and t.business_source = 'rule' then v.bc else t.business_category end,
      business_source = case when position('b' in v.f) > 0 and t.business_source = 'rule' then v.bs else t.business_source end
    from unnest(
      ${col((c) => c.id)}::uuid[], ${col((c) => c.f)}::text[], ${col((c) => c.p)}::text[],
      ${col((c) => c.d)}::text[], ${col((c) => c.s)}::text[], ${col((c) => c.r)}::text[],
      ${col((c) => c.m)}::text[], ${col((c) => c.bu)}::text[], ${col((c) => c.bc)}::text[],
      ${col((c) => c.bs)}::text[]
    ) as v(id, f, p, d, s, r, m, bu, bc, bs)
    where t.id = v.id and t.user_id = ${userId}
    returning t.id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** Conditions and actions only, in position order: what a sync or an import runs. */
export function ruleDefinitions(db: Db, userId: string) {
  return db
    .select({ id: rules.id, conditions: rules.conditions, actions: rules.actions })
    .from(rules)
    .where(eq(rules.userId, userId))
    .orderBy(asc(rules.position), asc(rules.createdAt));
}
