import type { CashFlowDto } from '@tourniquet/domain/contracts';
import { createTestContext, type TestContext } from '../test-app.ts';
import type { TestClient } from '../test-client.ts';
import { createVerifiedUser } from '../users.ts';
import {
  buildCategoryHouseholds,
  type CategoryHouseholdBuilt,
} from '@tourniquet/labelled-statements/sets/categories-1';
import type { CategoryRowLabel } from '@tourniquet/labelled-statements/score/category-labels';
import { categoryReport } from '@tourniquet/labelled-statements/score/category-print';
import {
  labelledCashFlow,
  scoreCategoryHousehold,
  type HouseholdCategoryScore,
  type PersonalCategory,
  type RowAnswer,
} from '@tourniquet/labelled-statements/score/category-score';
import type { ImportProblem } from '@tourniquet/labelled-statements/score/print';

/** The set's whole window, as the report summary is asked for it. */
const WINDOW = { from: '2026-07-21', to: '2026-11-20' };

// The blind categories-1 set as an outside tool would score it, through the API only: one user per household,
// a manual account per bank account, each account's older download imported by POST /api/accounts/:id/import
// (with the query a careful tool passes for that bank; no category column except where the bank's export has
// one), then the user's corrections sent as PATCH /api/transactions/:id { personalCategory }, then the later
// downloads imported. GET /api/transactions answers each row's personalCategory and categorySource, and
// GET /api/transactions?flow=moved the rows the reports keep out of earnings and spending.

interface ApiTransaction {
  id: string;
  accountId: string;
  date: string;
  amountCents: number;
  description: string;
  personalCategory?: PersonalCategory | null;
  categorySource?: string | null;
}

export interface CategoryRun {
  households: HouseholdCategoryScore[];
  problems: ImportProblem[];
}

async function listAll(client: TestClient, filter = ''): Promise<ApiTransaction[]> {
  const rows: ApiTransaction[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: '200', ...(cursor && { cursor }) }).toString();
    const res = await client.get(`/api/transactions?${query}${filter}`);
    if (res.status !== 200) throw new Error(`GET /api/transactions${filter}: ${res.status} ${res.text}`);
    rows.push(...(res.json.transactions as unknown as ApiTransaction[]));
    cursor = (res.json.nextCursor as unknown as string | null) ?? null;
  } while (cursor);
  return rows;
}

const words = (text: string) =>
  new Set(
    text
      .toUpperCase()
      .split(/[^A-Z0-9]+/)
      .filter((w) => w.length > 1),
  );
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** Stored rows back to the labels' ids: same account and amount, date within 3 days, most words shared. */
function matchRows(
  stored: readonly ApiTransaction[],
  labels: readonly CategoryRowLabel[],
  accountOfFile: ReadonlyMap<string, string>,
  problems: ImportProblem[],
  file: string,
): Map<string, ApiTransaction> {
  const pool = new Map<string, CategoryRowLabel[]>();
  for (const row of labels) {
    const key = `${accountOfFile.get(row.file)}|${-row.cents}`;
    pool.set(key, [...(pool.get(key) ?? []), row]);
  }
  const byId = new Map<string, ApiTransaction>();
  for (const tx of [...stored].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))) {
    const candidates = pool.get(`${tx.accountId}|${tx.amountCents}`) ?? [];
    let best = -1;
    let bestScore = -Infinity;
    const txWords = words(tx.description ?? '');
    candidates.forEach((c, i) => {
      const days = Math.abs(dayNumber(c.date) - dayNumber(tx.date));
      if (days > 3) return;
      let shared = 0;
      for (const w of words(c.description)) if (txWords.has(w)) shared++;
      const score = shared - days * 2;
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    });
    if (best < 0) {
      problems.push({
        file,
        problem: `stored row matches no label: ${tx.date} ${tx.amountCents} ${tx.description}`,
      });
      continue;
    }
    byId.set(candidates[best]!.id, tx);
    candidates.splice(best, 1);
  }
  return byId;
}

const contentType = (file: string) => (file.endsWith('.qfx') ? 'application/x-ofx' : 'text/csv');

async function importFile(
  client: TestClient,
  accountId: string,
  file: string,
  text: string,
  query: Record<string, string>,
  problems: ImportProblem[],
) {
  const search = new URLSearchParams({ fileName: file, ...query }).toString();
  const res = await client.request('POST', `/api/accounts/${accountId}/import?${search}`, text, {
    'Content-Type': contentType(file),
  });
  if (res.status !== 200) {
    problems.push({ file, problem: `import answered ${res.status}: ${res.text.slice(0, 300)}` });
    return;
  }
  for (const r of (res.json.rejected ?? []) as unknown as { line: number; reason: string }[])
    problems.push({ file, problem: `line ${r.line} rejected: ${r.reason}` });
  if (Number(res.json.duplicates) > 0)
    problems.push({ file, problem: `${String(res.json.duplicates)} rows skipped as duplicates` });
}

async function runHousehold(ctx: TestContext, built: CategoryHouseholdBuilt, problems: ImportProblem[]) {
  const { client } = await createVerifiedUser(ctx);
  const accountOfFile = new Map<string, string>();
  const formatOfFile = new Map<string, string>();
  const accounts: { id: string; files: [string, string]; query: Record<string, string> }[] = [];
  for (const account of built.labels.accounts) {
    const created = await client.post('/api/accounts/manual', {
      name: account.account,
      type: account.type,
      subtype: account.subtype,
    });
    if (created.status !== 201 && created.status !== 200)
      throw new Error(`creating ${account.account}: ${created.status} ${created.text}`);
    const id = (created.json.account as unknown as { id: string }).id;
    for (const file of account.files) {
      accountOfFile.set(file, id);
      formatOfFile.set(file, account.format);
    }
    accounts.push({ id, files: account.files, query: account.query });
  }
  const text = (file: string) => built.files.get(file) ?? '';

  // The older downloads, then the user's corrections.
  for (const a of accounts) await importFile(client, a.id, a.files[0], text(a.files[0]), a.query, problems);
  const earlierRows = built.labels.rows.filter((row) => accounts.some((a) => a.files[0] === row.file));
  const early = matchRows(
    await listAll(client),
    earlierRows,
    accountOfFile,
    problems,
    `${built.name} (older files)`,
  );
  for (const correction of built.labels.corrections) {
    const tx = early.get(correction.id);
    if (!tx) {
      problems.push({ file: built.name, problem: `correction row ${correction.id} was not stored` });
      continue;
    }
    const res = await client.request('PATCH', `/api/transactions/${tx.id}`, {
      personalCategory: { primary: correction.primary, detailed: correction.detailed },
    });
    if (res.status !== 200)
      problems.push({
        file: built.name,
        problem: `PATCH personalCategory on ${correction.id} answered ${res.status}: ${res.text.slice(0, 200)}`,
      });
  }

  // The later downloads: the corrected merchants' new rows must follow.
  for (const a of accounts) await importFile(client, a.id, a.files[1], text(a.files[1]), a.query, problems);
  const all = matchRows(await listAll(client), built.labels.rows, accountOfFile, problems, built.name);
  const moved = new Set((await listAll(client, '&flow=moved')).map((tx) => tx.id));
  const answers = new Map<string, RowAnswer>();
  for (const [id, tx] of all)
    answers.set(id, {
      category: tx.personalCategory ?? null,
      source: tx.categorySource ?? null,
      moved: moved.has(tx.id),
    });
  const scored = scoreCategoryHousehold(built.name, built.labels, answers, formatOfFile);
  const summary = await client.get(`/api/reports/summary?period=custom&from=${WINDOW.from}&to=${WINDOW.to}`);
  if (summary.status === 200) {
    const flow = summary.json.cashFlow as unknown as CashFlowDto;
    const labelled = labelledCashFlow(built.labels.rows);
    scored.report = {
      earnings: flow.earnings.totalCents,
      spending: flow.spending.totalCents,
      labelledEarnings: labelled.earnings,
      labelledSpending: labelled.spending,
    };
  } else problems.push({ file: built.name, problem: `report summary answered ${summary.status}` });
  return scored;
}

/** Every household of the set through one app (a user each). */
export async function runCategories1(ctx: TestContext): Promise<CategoryRun> {
  const problems: ImportProblem[] = [];
  const households: HouseholdCategoryScore[] = [];
  for (const built of buildCategoryHouseholds()) households.push(await runHousehold(ctx, built, problems));
  return { households, problems };
}

export function formatCategories1(run: CategoryRun): string[] {
  return categoryReport(run.households, run.problems);
}

/** Runs the set through a fresh in-process app (PGlite) and prints the report. */
export async function printCategories1ThroughApi(): Promise<void> {
  const ctx = await createTestContext({ today: '2026-11-24' });
  try {
    console.log(formatCategories1(await runCategories1(ctx)).join('\n'));
  } finally {
    await ctx.close();
  }
}

export { CATEGORY_TARGETS, addTallies, scoresOf } from '@tourniquet/labelled-statements/score/category-score';
