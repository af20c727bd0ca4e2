import {
  changesOf,
  compileRule,
  hasChanges,
  ruleOutcome,
  rulesOutcome,
  type CompiledRule,
  type RuleOutcome,
  type RuleDefinition,
} from '@tourniquet/domain';
import {
  RULE_PREVIEW_SAMPLE,
  type RuleChanges,
  type RulePreviewResponse,
} from '@tourniquet/domain/contracts';
import type { Db } from '../db/client.ts';
import type { RuleApplicationChange } from '../db/schema/index.ts';
import {
  recordApplication,
  ruleDefinitions,
  writeRuleResults,
  writeRuleResultsInTurns,
  type RuleWrite,
} from '../db/queries/rules.ts';
import { ruleRowPages, ruleRowsWhere, type StoredRuleRow } from '../db/queries/rule-rows.ts';
import { ALL_ROWS, type RowScope } from '../db/queries/row-scope.ts';
import { listTransactions } from '../db/queries/transactions.ts';

/**
 * Rules on stored rows: after every sync and import (called where the categoriser runs, so a
 * rule beats the catalogue, the learned memory, the file and the provider), when a rule is applied to
 * past rows, and for its preview. Matching is pure (domain rules/apply-rules.ts); this reads and writes.
 */

function writeOf(row: StoredRuleRow, outcome: RuleOutcome, changes: RuleChanges): RuleWrite {
  const category = changes.personalCategory ? outcome.personalCategory! : null;
  return {
    id: row.id,
    primary: category?.primary ?? null,
    detailed: category?.detailed ?? null,
    reason: category?.reason ?? null,
    merchantName: changes.merchantName ?? null,
    businessUse: changes.businessUse ?? null,
    businessCategory: changes.businessCategory ?? null,
  };
}

/** Runs the user's rules in order over the rows `scope` names. Returns how many rows changed. */
export async function runRulesWhere(db: Db, userId: string, scope: RowScope = ALL_ROWS): Promise<number> {
  const definitions = await ruleDefinitions(db, userId);
  if (definitions.length === 0) return 0;
  const compiled = definitions.map(compileRule);
  const rows = await ruleRowsWhere(db, userId, scope);
  const writes: RuleWrite[] = [];
  for (const row of rows) {
    const outcome = rulesOutcome(compiled, row);
    const changes = changesOf(outcome, row);
    if (hasChanges(changes)) writes.push(writeOf(row, outcome, changes));
  }
  await writeRuleResults(db, userId, writes);
  return writes.length;
}

/**
 * One rule over every past row, keeping what each row held so the application can be undone once. The rows
 * are read a page at a time; the record of what they held is stored first, then the changes are written a
 * chunk per transaction (writeRuleResultsInTurns), so other users' queries get in between and a stop half
 * way leaves rows the undo still restores.
 */
export async function applyRuleToPast(
  db: Db,
  userId: string,
  ruleId: string,
  rule: RuleDefinition,
): Promise<number> {
  const compiled = compileRule(rule);
  // The rows this rule touches get every rule again, in order: a row an earlier rule decides keeps that
  // rule's answer, as it would on an import.
  const inOrder = await orderedWith(db, userId, ruleId, compiled);
  const writes: RuleWrite[] = [];
  const before: RuleApplicationChange[] = [];
  for await (const rows of ruleRowPages(db, userId)) {
    for (const row of rows) {
      if (!compiled.matches(row)) continue;
      const outcome = rulesOutcome(inOrder, row);
      const changes = changesOf(outcome, row);
      if (!hasChanges(changes)) continue;
      writes.push(writeOf(row, outcome, changes));
      before.push({
        id: row.id,
        f: `${changes.personalCategory ? 'c' : ''}${changes.merchantName ? 'm' : ''}${
          changes.businessUse || changes.businessCategory ? 'b' : ''
        }`,
        p: row.personalPrimary,
        d: row.personalDetailed,
        s: row.categorySource,
        r: row.categoryReason,
        m: row.merchantDisplayName,
        bu: row.businessUse,
        bc: row.businessCategory,
        bs: row.businessSource,
      });
    }
  }
  if (before.length > 0) await recordApplication(db, userId, ruleId, before);
  await writeRuleResultsInTurns(db, userId, writes);
  return writes.length;
}

/** The user's rules in position order, this one (saved just before) in its place, else last. */
async function orderedWith(
  db: Db,
  userId: string,
  ruleId: string,
  compiled: CompiledRule,
): Promise<CompiledRule[]> {
  const definitions = await ruleDefinitions(db, userId);
  const inOrder = definitions.map((d) => (d.id === ruleId ? compiled : compileRule(d)));
  return definitions.some((d) => d.id === ruleId) ? inOrder : [...inOrder, compiled];
}

/** How many past rows meet the conditions, and the newest 50 with what the rule would change. */
export async function previewRule(
  db: Db,
  userId: string,
  rule: RuleDefinition,
): Promise<RulePreviewResponse> {
  const compiled = compileRule(rule);
  // Paged like an apply: a preview over 100,000 rows must not hold other users either.
  let matches = 0;
  const first: StoredRuleRow[] = [];
  for await (const rows of ruleRowPages(db, userId)) {
    for (const row of rows) {
      if (!compiled.matches(row)) continue;
      matches += 1;
      if (first.length < RULE_PREVIEW_SAMPLE) first.push(row);
    }
  }
  const changes = new Map(first.map((row) => [row.id, changesOf(ruleOutcome(compiled, row), row)]));
  const page =
    first.length === 0
      ? { transactions: [] }
      : await listTransactions(db, userId, {
          transactionIds: [...changes.keys()],
          limit: RULE_PREVIEW_SAMPLE,
        });
  return {
    matches,
    sample: page.transactions.map((t) => ({ ...t, changes: changes.get(t.id) ?? {} })),
  };
}
