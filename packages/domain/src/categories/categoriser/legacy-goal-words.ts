import { TRANSACTION_EDIT_CATEGORIES } from '../edit-form-categories';
import { FILE_CATEGORIES } from './file-categories';
import { LEGACY_CATEGORIES } from './legacy-categories';
import { PFC_V1, PFC_V1_PRIMARIES } from './pfc';
import { mappedCategory, wordKey, type WordTable } from './source-tables';
import { PERSONAL_ENTRIES_PFC, pfcOfEditCategory } from './spec-lists';

/**
 * Goals saved before categories were PFC keyed on the first item of a row's legacy category list: the provider's old
 * words ("Shops", "Food and Drink"), the Edit Transaction words, a file's own column word ("Grocery"). Goals
 * now key on the report category, the PFC v1 primary (decision 021). This is the one table that moves an
 * old word onto its primary, by the goal's side where the word fits both (Interest: earned or charged),
 * used by the data migration (generated from it, see goalCategoryMigrationSql) and by PUT /api/goals.
 */
type Sides = readonly [income: string, expense: string];

function addTable(words: Map<string, Sides>, table: WordTable) {
  for (const [key, mapping] of table) {
    if (!mapping || words.has(key)) continue;
    words.set(key, [mappedCategory(mapping, -1).primary, mappedCategory(mapping, 1).primary]);
  }
}

/** Normalised old word -> [income goal's primary, expense goal's primary]; the earlier source wins. */
function buildWords(): ReadonlyMap<string, Sides> {
  const words = new Map<string, Sides>();
  for (const entry of TRANSACTION_EDIT_CATEGORIES) {
    words.set(wordKey(entry), [pfcOfEditCategory(entry, -1).primary, pfcOfEditCategory(entry, 1).primary]);
  }
  addTable(words, LEGACY_CATEGORIES);
  addTable(words, FILE_CATEGORIES);
  for (const { entry, pfc } of PERSONAL_ENTRIES_PFC) {
    if (pfc && !words.has(wordKey(entry))) words.set(wordKey(entry), [pfc.primary, pfc.primary]);
  }
  for (const { primary, detailed } of PFC_V1) {
    if (!words.has(wordKey(detailed))) words.set(wordKey(detailed), [primary, primary]);
  }
  return words;
}

const OLD_WORDS = buildWords();
const PRIMARIES = new Set(PFC_V1_PRIMARIES);

export type GoalSide = 'income' | 'expense';

/** The normalised form old words are compared in ("Restaurant-Bar & Café" -> "restaurant bar and cafe"). */
export const goalWordKey = wordKey;

/** The PFC primary a goal saved under this word belongs to; a primary stays, an unknown word gives null. */
export function goalPrimaryOfWord(word: string, side: GoalSide): string | null {
  const trimmed = word.trim();
  if (PRIMARIES.has(trimmed)) return trimmed;
  const sides = OLD_WORDS.get(wordKey(trimmed));
  return sides ? sides[side === 'income' ? 0 : 1] : null;
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const ACCENTED = 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç';
const PLAIN = 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc';

/** wordKey in SQL: accents off, lower case, & read as "and", apostrophes dropped, the rest single spaces. */
export function sqlWordKey(column: string): string {
  const lowered = `lower(translate(${column}, ${quote(ACCENTED)}, ${quote(PLAIN)}))`;
  const unquoted = `replace(replace(replace(${lowered}, '&', ' and '), '''', ''), '’', '')`;
  return `btrim(regexp_replace(${unquoted}, '[^a-z0-9]+', ' ', 'g'))`;
}

/**
 * The CASE giving a goal row's primary from its columns `category`, `goal_type` and `word` (the category's
 * sqlWordKey, worked out once per row); an unknown word stays as it is.
 */
export function goalCategoryCaseSql(): string {
  const lines = [`CASE`, `  WHEN category IN (${PFC_V1_PRIMARIES.map(quote).join(', ')}) THEN category`];
  const key = 'word';
  for (const [word, [income, expense]] of [...OLD_WORDS].sort(([a], [b]) => a.localeCompare(b))) {
    if (income === expense) lines.push(`  WHEN ${key} = ${quote(word)} THEN ${quote(income)}`);
    else {
      lines.push(
        `  WHEN ${key} = ${quote(word)} AND goal_type = 'income' THEN ${quote(income)}`,
        `  WHEN ${key} = ${quote(word)} THEN ${quote(expense)}`,
      );
    }
  }
  lines.push(`  ELSE category`, `END`);
  return lines.join('\n');
}

/**
 * The data migration's statements. Several old words can land on one primary, and the user may already
 * have re-saved a goal under the primary: that goal stands and the old ones go; otherwise the old goals of
 * one primary become one goal holding their sum (they covered parts of it), kept on the earliest row.
 */
export function goalCategoryMigrationSql(): string {
  return [
    `CREATE TEMP TABLE goal_category_moves AS
SELECT id, user_id, goal_type, amount_cents, created_at,
${goalCategoryCaseSql()} AS new_category
FROM (SELECT goals.*, ${sqlWordKey('category')} AS word FROM goals) g;`,
    `DELETE FROM goal_category_moves WHERE new_category = (SELECT category FROM goals WHERE goals.id = goal_category_moves.id);`,
    `DELETE FROM goals USING goal_category_moves m
WHERE goals.id = m.id AND EXISTS (
  SELECT 1 FROM goals p WHERE p.user_id = m.user_id AND p.goal_type = m.goal_type AND p.category = m.new_category
);`,
    `UPDATE goals SET category = s.new_category, amount_cents = LEAST(s.total, 99999999999)
FROM (
  SELECT m.new_category, (array_agg(m.id ORDER BY m.created_at, m.id))[1] AS keep_id, sum(m.amount_cents) AS total
  FROM goal_category_moves m JOIN goals g ON g.id = m.id
  GROUP BY m.user_id, m.goal_type, m.new_category
) s
WHERE goals.id = s.keep_id;`,
    `DELETE FROM goals USING goal_category_moves m WHERE goals.id = m.id AND goals.category <> m.new_category;`,
    `DROP TABLE goal_category_moves;`,
  ].join('\n--> statement-breakpoint\n');
}
