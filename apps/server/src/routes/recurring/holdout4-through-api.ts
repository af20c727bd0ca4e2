import { eq } from 'drizzle-orm';
import { buildHouseholds } from '../../../../../packages/domain/test-data/holdout-4/households.ts';
import {
  householdInput,
  scoreSet,
  type DetectedFeeLike,
  type DetectedStreamLike,
  type HouseholdFiles,
  type Scores,
  type Tally,
} from '../../../../../packages/domain/test-data/score.ts';
import { TARGETS } from '../../../../../packages/domain/test-data/targets.ts';
import { transactions } from '../../db/schema/index.ts';
import type { TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';

// The blind holdout-4 set as an outside tool would score it: each account's file, in its bank's own export
// shape, imported through POST /api/accounts/:id/import (with the query values a careful tool passes for that
// bank) into a manual account of its Plaid type, then /api/recurring and /api/fees read back and scored
// against the labels. Imported rows are mapped back to the labels' lines by account, amount, date and words.

export interface ImportProblem {
  file: string;
  problem: string;
}

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
export async function runHoldout4(
  ctx: TestContext,
  queries: 'careful' | 'none' = 'careful',
  seedOffset = 0,
): Promise<Holdout4Run> {
  const households: HouseholdFiles[] = [];
  const results: Holdout4Run['results'] = new Map();
  const importProblems: ImportProblem[] = [];
  for (const built of buildHouseholds(seedOffset)) {
    const household: HouseholdFiles = {
      name: built.name,
      labels: built.labels,
      statements: built.accounts.map((a) => ({ file: a.file, csv: a.tidy })),
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
    const rows = await ctx.database.db
      .select({
        id: transactions.id,
        accountId: transactions.accountId,
        date: transactions.date,
        amountCents: transactions.amountCents,
        description: transactions.description,
      })
      .from(transactions)
      .where(eq(transactions.userId, userId));
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
  const byFirstFile = new Map(run.households.map((h) => [h.statements[0]!.file, h.name]));
  const answers = (txns: { accountId: string }[]) => {
    const name = run.households.find((h) => h.statements.some((s) => s.file === txns[0]?.accountId))?.name;
    return run.results.get(name ?? '') ?? { streams: [], fees: [] };
  };
  void byFirstFile;
  return scoreSet(run.households, {
    detectRecurring: (txns) => answers(txns).streams,
    detectFees: (txns) => ({ fees: answers(txns).fees }),
  });
}

/** The score table and every miss, as lines of text. */
export function formatHoldout4(run: Holdout4Run, scored: ReturnType<typeof scoreHoldout4>): string[] {
  const out: string[] = [];
  const columns: [string, Scores, Tally][] = [
    ...scored.households.map((h): [string, Scores, Tally] => [h.name, h.scores, h.tally]),
    ['all', scored.overall, scored.tally],
  ];
  const pct = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(7);
  const rows: [keyof Scores, string, (t: Tally) => string][] = [
    ['seriesPrecision', 'series precision', (t) => `${t.matchedSeries}/${t.detectedStreams}`],
    ['seriesRecall', 'series recall', (t) => `${t.matchedSeries}/${t.labelledSeries}`],
    ['cadenceAccuracy', 'cadence accuracy', (t) => `${t.cadenceCorrect}/${t.matchedSeries}`],
    ['kindAccuracy', 'kind accuracy', (t) => `${t.kindCorrect}/${t.matchedSeries}`],
    ['activeAccuracy', 'active accuracy', (t) => `${t.activeCorrect}/${t.matchedSeries}`],
    ['priceChangePrecision', 'price-change precision', (t) => `${t.matchedChanges}/${t.detectedChanges}`],
    ['priceChangeRecall', 'price-change recall', (t) => `${t.matchedChanges}/${t.labelledChanges}`],
    ['priceChangeF1', 'price-change F1', () => ''],
    ['feePrecision', 'fee precision', (t) => `${t.matchedFees}/${t.detectedFees}`],
    ['feeRecall', 'fee recall', (t) => `${t.matchedFees}/${t.labelledFees}`],
    ['feeKindAccuracy', 'fee-kind accuracy', (t) => `${t.feeKindCorrect}/${t.matchedFees}`],
  ];
  out.push(
    ['metric'.padEnd(24), ...columns.map(([name]) => name.padStart(18)), 'target'.padStart(9)].join(''),
  );
  for (const [key, label, counts] of rows) {
    const cells = columns.map(([, s, t]) => `${pct(s[key])} ${counts(t).padStart(8)}  `.padStart(18));
    const target = TARGETS[key];
    const flag = target !== undefined && scored.overall[key] < target ? '  BELOW' : '';
    out.push(
      [label.padEnd(24), ...cells, (target === undefined ? '' : pct(target)).padStart(9) + flag].join(''),
    );
  }
  if (run.importProblems.length > 0) {
    out.push('', '## import problems');
    for (const p of run.importProblems) out.push(`  ${p.file}: ${p.problem}`);
  }
  for (const h of scored.households) {
    out.push('', `## ${h.name}`);
    for (const [title, lines] of Object.entries(h.issues)) {
      if (lines.length === 0) continue;
      out.push(`${title}:`);
      for (const line of lines) out.push(`  ${line}`);
    }
  }
  return out;
}
