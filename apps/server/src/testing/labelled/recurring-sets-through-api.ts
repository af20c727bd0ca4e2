import { storedTransactions } from '../statement-import.ts';
import { createTestContext, type TestContext } from '../test-app.ts';
import { createVerifiedUser } from '../users.ts';
import { buildHouseholds } from '@tourniquet/labelled-statements/sets/bank-file-shapes';
import { buildHouseholds as buildWrittenFromProse } from '@tourniquet/labelled-statements/sets/written-from-prose';
import { buildHouseholds as buildCreditUnionAndOnlineBank } from '@tourniquet/labelled-statements/sets/credit-union-and-online-bank';
import { scoreReport, type ImportProblem } from '@tourniquet/labelled-statements/score/print';
import {
  householdInput,
  scoreSet,
  type DetectedFeeLike,
  type DetectedStreamLike,
  type HouseholdFiles,
} from '@tourniquet/labelled-statements/score/score';

// The blind bank-file-shapes set as an outside tool would score it: each account's file, in its bank's own export
// shape, imported through POST /api/accounts/:id/import (with the query values a careful tool passes for that
// bank) into a manual account of its Plaid type, then /api/recurring and /api/fees read back and scored
// against the labels. Imported rows are mapped back to the labels' lines by account, amount, date and words.

export interface Holdout4Run {
  households: HouseholdFiles[];
  results: Map<string, { streams: DetectedStreamLike[]; fees: DetectedFeeLike[] }>;
  importProblems: ImportProblem[];
}

const words = (text: string) =>
  new Set(
    text
      .toUpperCase()
      .split(/[^A-Z0-9]+/)
      .filter((w) => w.length > 1),
  );
function similarity(a: string, b: string): number {
  const wa = words(a);
  let shared = 0;
  for (const w of words(b)) if (wa.has(w)) shared++;
  return shared;
}
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/**
 * `careful`: the query values a careful outside tool passes for each bank (the set's truth). `none`: every file
 * with no query at all, to see what the import's own detection makes of each shape. `seedOffset` re-draws the
 * set (other amounts, ids and noise; 0 is the committed files).
 */
export async function runBankFileShapes(
  ctx: TestContext,
  queries: 'careful' | 'none' = 'careful',
  seedOffset = 0,
): Promise<Holdout4Run> {
  return runBankShapeSet(ctx, buildHouseholds(seedOffset), queries);
}

/** written-from-prose (issue 28's set, written from prose), the same way: its files in their banks' shapes. */
export async function runWrittenFromProse(
  ctx: TestContext,
  queries: 'careful' | 'none' = 'careful',
  seedOffset = 0,
): Promise<Holdout4Run> {
  return runBankShapeSet(ctx, buildWrittenFromProse(seedOffset), queries);
}

/** credit-union-and-online-bank (issue 41's set: a Midwest credit union and a New England online bank), the same way. */
export async function runCreditUnionAndOnlineBank(
  ctx: TestContext,
  queries: 'careful' | 'none' = 'careful',
  seedOffset = 0,
): Promise<Holdout4Run> {
  return runBankShapeSet(ctx, buildCreditUnionAndOnlineBank(seedOffset), queries);
}

async function runBankShapeSet(
  ctx: TestContext,
  builtHouseholds: ReturnType<typeof buildHouseholds>,
  queries: 'careful' | 'none',
): Promise<Holdout4Run> {
  const households: HouseholdFiles[] = [];
  const results: Holdout4Run['results'] = new Map();
  const importProblems: ImportProblem[] = [];
  for (const built of builtHouseholds) {
    const household: HouseholdFiles = {
      name: built.name,
      labels: built.labels,
      statements: built.accounts.map((a) => ({ file: a.file, csv: a.csv })),
    };
    households.push(household);
    const { client, userId } = await createVerifiedUser(ctx);
    const fileOfAccount = new Map<string, string>();
    for (const account of built.accounts) {
      const created = await client.post('/api/accounts/manual', {
        name: account.file,
        type: account.type === 'other' ? 'depository' : account.type,
        subtype: account.subtype,
      });
      if (created.status !== 201 && created.status !== 200)
        throw new Error(`creating ${account.file}: ${created.status} ${created.text}`);
      const accountId = (created.json.account as unknown as { id: string }).id;
      fileOfAccount.set(accountId, account.file);
      const query = new URLSearchParams({
        fileName: account.file,
        ...(queries === 'careful' ? account.query : {}),
      }).toString();
      const contentType = account.file.endsWith('.qfx')
        ? 'application/x-ofx'
        : account.file.endsWith('.qif')
          ? 'application/qif'
          : 'text/csv';
      const res = await client.request('POST', `/api/accounts/${accountId}/import?${query}`, account.text, {
        'Content-Type': contentType,
      });
      if (res.status !== 200) {
        importProblems.push({
          file: account.file,
          problem: `import answered ${res.status}: ${res.text.slice(0, 300)}`,
        });
        continue;
      }
      const rejected = (res.json.rejected ?? []) as unknown as { line: number; reason: string }[];
      for (const r of rejected)
        importProblems.push({ file: account.file, problem: `line ${r.line} rejected: ${r.reason}` });
      if (Number(res.json.duplicates) > 0)
        importProblems.push({
          file: account.file,
          problem: `${String(res.json.duplicates)} rows skipped as duplicates`,
        });
    }

    // Imported rows back to the labels' file:line ids.
    const { transactions: truth } = householdInput(household);
    const pool = new Map<string, typeof truth>();
    for (const row of truth) {
      const key = `${row.accountId}|${row.amountCents}`;
      pool.set(key, [...(pool.get(key) ?? []), row]);
    }
    const rows = await storedTransactions(ctx, userId);
    const lineOf = new Map<string, string>();
    for (const row of rows) {
      const file = fileOfAccount.get(row.accountId) ?? '';
      const candidates = pool.get(`${file}|${row.amountCents}`) ?? [];
      let best = -1;
      let bestScore = -Infinity;
      candidates.forEach((c, i) => {
        const days = Math.abs(dayNumber(c.date) - dayNumber(String(row.date)));
        if (days > 3) return;
        const score = similarity(c.description, row.description ?? '') - days * 2;
        if (score > bestScore) {
          bestScore = score;
          best = i;
        }
      });
      if (best < 0) {
        importProblems.push({
          file,
          problem: `stored row matches no statement line: ${String(row.date)} ${row.amountCents} ${row.description ?? ''}`,
        });
        continue;
      }
      lineOf.set(row.id, candidates[best]!.id);
      candidates.splice(best, 1);
    }
    for (const left of pool.values())
      for (const row of left)
        importProblems.push({
          file: row.accountId,
          problem: `statement line not stored: ${row.id} ${row.date} ${row.amountCents} ${row.description}`,
        });

    const streams = (await client.get('/api/recurring')).json.streams as unknown as DetectedStreamLike[];
    const fees = (await client.get('/api/fees?from=2024-01-01&to=2026-12-31')).json.fees as unknown as {
      transactionId: string;
      kind: string;
    }[];
    results.set(household.name, {
      streams: streams.map((s) => ({
        ...s,
        accountId: fileOfAccount.get(s.accountId) ?? s.accountId,
        transactionIds: s.transactionIds.map((id) => lineOf.get(id) ?? `unmapped:${id}`),
      })),
      fees: fees.map((f) => ({
        kind: f.kind,
        transactionId: lineOf.get(f.transactionId) ?? `unmapped:${f.transactionId}`,
      })),
    });
  }
  return { households, results, importProblems };
}

/** Scores a run with the labelled sets' scorer (the same metrics and matching rules). */
export function scoreHoldout4(run: Holdout4Run) {
  const answers = (txns: { accountId: string }[]) => {
    const name = run.households.find((h) => h.statements.some((s) => s.file === txns[0]?.accountId))?.name;
    return run.results.get(name ?? '') ?? { streams: [], fees: [] };
  };
  return scoreSet(run.households, {
    detectRecurring: (txns) => answers(txns).streams,
    detectFees: (txns) => ({ fees: answers(txns).fees }),
  });
}

/** The score table, the import problems and every miss, as lines of text. */
export function formatHoldout4(run: Holdout4Run, scored: ReturnType<typeof scoreHoldout4>): string[] {
  return scoreReport(scored, run.importProblems);
}

/** Runs the set through a fresh in-process app (PGlite) and prints the report. */
export async function printHoldout4ThroughApi(
  queries: 'careful' | 'none',
  seedOffset: number,
  set: 'bank-file-shapes' | 'written-from-prose' | 'credit-union-and-online-bank' = 'bank-file-shapes',
): Promise<void> {
  const ctx = await createTestContext({ today: '2026-11-24' });
  try {
    const runner = {
      'bank-file-shapes': runBankFileShapes,
      'written-from-prose': runWrittenFromProse,
      'credit-union-and-online-bank': runCreditUnionAndOnlineBank,
    }[set];
    const run = await runner(ctx, queries, seedOffset);
    console.log(formatHoldout4(run, scoreHoldout4(run)).join('\n'));
  } finally {
    await ctx.close();
  }
}
