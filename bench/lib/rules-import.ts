// The import half of the rules benchmark (issue 23): a 50,000-row statement stored for a user with the 50
// rules and for the same user with none, through storeStatement (duplicate checks, categoriser, rules,
// COPY, in one transaction), so the difference is what the rules cost an import. Parsing is import.bench.ts's.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@tourniquet/server/db/client';
import { storeStatement } from '@tourniquet/server/categories/store-statement';
import type { ImportRow } from '@tourniquet/server/db/queries/import-row';
import { rules } from '@tourniquet/server/db/schema/index';
import type { BenchRuleRow } from './rules-fixture.ts';

export interface Timing {
  wall: number;
  cpu: number;
}

export async function timed<T>(work: () => Promise<T>): Promise<Timing & { value: T }> {
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  const value = await work();
  const cpu = process.cpuUsage(cpuStart);
  return { value, wall: performance.now() - started, cpu: (cpu.user + cpu.system) / 1000 };
}

/** Imports the rows `runs` times with the user's rules, then `runs` times with none (the rules deleted). */
export async function benchImportWithRules(
  db: Db,
  userId: string,
  accountId: string,
  benchRows: readonly BenchRuleRow[],
  runs: number,
): Promise<{ withRules: Timing[]; withoutRules: Timing[]; ruled: number }> {
  const fileRows = (run: number): ImportRow[] =>
    benchRows.map((r, i) => ({
      date: r.date,
      description: r.description,
      merchantName: r.merchantName,
      category: null,
      amountCents: r.amountCents,
      importId: `bench-${run}-${i}`,
      pending: false,
    }));
  const importOnce = async (run: number) => {
    const rows = fileRows(run);
    const t = await timed(() =>
      storeStatement(db, { userId, accountId, fileName: 'bench.csv', format: 'csv', rows, rejected: [] }),
    );
    if (t.value.imported !== rows.length) throw new Error(`imported ${t.value.imported} of ${rows.length}`);
    // How many rows a rule decided, then the batch goes (not timed), so every run stores into the same table.
    const [counted] = (
      (await db.execute(sql`select count(*)::int as n from transactions
        where import_batch_id = ${t.value.batchId} and (category_source = 'rule' or business_source = 'rule'
          or merchant_display_name is not null)`)) as unknown as { rows: { n: number }[] }
    ).rows;
    await db.execute(sql`delete from transactions where import_batch_id = ${t.value.batchId}`);
    return { timing: { wall: t.wall, cpu: t.cpu }, ruled: counted!.n };
  };
  const withRules: Timing[] = [];
  let ruled = 0;
  for (let run = 0; run < runs; run++) {
    const once = await importOnce(run);
    withRules.push(once.timing);
    ruled = once.ruled;
  }
  await db.delete(rules).where(eq(rules.userId, userId));
  const withoutRules: Timing[] = [];
  for (let run = 0; run < runs; run++) withoutRules.push((await importOnce(runs + run)).timing);
  return { withRules, withoutRules, ruled };
}
