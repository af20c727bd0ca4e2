import { changesOf, compileRule, rulesOutcome, type RuleRow } from '@tourniquet/domain';
import type { Db } from '../db/client.ts';
import type { ImportRow, ImportRowCategory, RuleColumns } from '../db/queries/import-row.ts';
import { ruleDefinitions } from '../db/queries/rules.ts';

/**
 * The user's rules, in order, over an import's rows before they are written, so each row goes in
 * once with the rules' outcome: no second pass reading the batch back and updating it (for 50 rules over a
 * 50,000-row file the update was most of the cost; bench/rules.bench.ts). A new row has no hand edit and no
 * user choice, so every outcome that differs from the categoriser's applies, exactly as writeRuleResults
 * would write it. Returns what runs them over a chunk: the categories to write and each row's other rule
 * columns; the same arrays when the user has no rule.
 */
export async function rulesOnNewRows(db: Db, userId: string, accountId: string): Promise<NewRowRules> {
  // Read and compiled once per file: every chunk of one import meets the same rules.
  const compiled = (await ruleDefinitions(db, userId)).map(compileRule);
  return (rows, categories) => applyRules(compiled, accountId, rows, categories);
}

type NewRowRules = (
  rows: readonly ImportRow[],
  categories: readonly ImportRowCategory[],
) => { categories: readonly ImportRowCategory[]; columns: readonly RuleColumns[] | null };

function applyRules(
  compiled: readonly ReturnType<typeof compileRule>[],
  accountId: string,
  rows: readonly ImportRow[],
  categories: readonly ImportRowCategory[],
): ReturnType<NewRowRules> {
  if (compiled.length === 0 || rows.length === 0) return { categories, columns: null };
  const ruled: ImportRowCategory[] = [];
  const columns: RuleColumns[] = [];
  rows.forEach((row, i) => {
    const category = categories[i]!;
    const stored: RuleRow = {
      accountId,
      description: row.description,
      merchantName: row.merchantName,
      amountCents: row.amountCents,
      personalPrimary: category.category?.primary ?? null,
      personalDetailed: category.category?.detailed ?? null,
      categorySource: category.source,
      merchantDisplayName: null,
      businessUse: null,
      businessCategory: null,
      businessSource: null,
      userEdited: false,
    };
    const outcome = rulesOutcome(compiled, stored);
    const changes = changesOf(outcome, stored);
    const set = changes.personalCategory ? outcome.personalCategory! : null;
    ruled.push(
      set
        ? {
            category: { primary: set.primary, detailed: set.detailed },
            source: 'rule',
            reason: set.reason,
            merchantKey: category.merchantKey,
          }
        : category,
    );
    const business = changes.businessUse !== undefined || changes.businessCategory !== undefined;
    columns.push({
      merchantDisplayName: changes.merchantName ?? null,
      businessUse: changes.businessUse ?? null,
      businessCategory: changes.businessCategory ?? null,
      businessSource: business ? 'rule' : null,
    });
  });
  return { categories: ruled, columns };
}
