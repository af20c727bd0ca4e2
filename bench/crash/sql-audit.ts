import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { AcknowledgedEdit } from './scenario.ts';

interface SqlRunner {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}

async function openPostgres(url: string): Promise<SqlRunner> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.query(text, params)) as unknown as { rows: T[] },
    close: () => client.end(),
  };
}

async function openPglite(dir: string): Promise<SqlRunner> {
  const db = new PGlite(dir);
  await db.waitReady;
  return {
    query: <T>(text: string, params?: unknown[]) => db.query<T>(text, params),
    close: () => db.close(),
  };
}

/**
 * Reads the database itself once the server is down, across every trial of the run: each live import
 * batch counts exactly the rows it holds, no provider id is stored twice for a user, and every edit that
 * was answered 200 holds the value it was answered for.
 */
export async function auditDatabase(
  target: { databaseUrl: string } | { pgliteDir: string },
  edits: readonly AcknowledgedEdit[],
): Promise<string[]> {
  const db =
    'databaseUrl' in target ? await openPostgres(target.databaseUrl) : await openPglite(target.pgliteDir);
  try {
    const violations: string[] = [];
    const batches = await db.query<{ id: string; imported: number; rows: number }>(
      `select b.id, b.imported, count(t.id)::int as rows
         from import_batches b left join transactions t on t.import_batch_id = b.id
        where b.undone_at is null
        group by b.id, b.imported
       having b.imported <> count(t.id)`,
    );
    for (const b of batches.rows)
      violations.push(`batch ${b.id} counts ${b.imported} rows but holds ${b.rows}`);
    const duplicates = await db.query<{ n: number }>(
      `select count(*)::int as n from (
         select 1 from transactions where plaid_transaction_id is not null
          group by user_id, plaid_transaction_id having count(*) > 1) d`,
    );
    if (duplicates.rows[0]!.n > 0) violations.push(`${duplicates.rows[0]!.n} provider ids stored twice`);
    const stored = await db.query<{ id: string; description: string }>(
      'select id::text as id, description from transactions where id = any($1::uuid[])',
      [edits.map((e) => e.id)],
    );
    const byId = new Map(stored.rows.map((r) => [r.id, r.description]));
    const lost = edits.filter((e) => byId.get(e.id) !== e.description).length;
    if (lost) violations.push(`${lost} of ${edits.length} acknowledged edits differ in the database`);
    const counted = await db.query<{ batches: number; transactions: number }>(
      `select (select count(*)::int from import_batches) as batches,
              (select count(*)::int from transactions) as transactions`,
    );
    console.log(
      `  audit read ${counted.rows[0]!.batches} batches, ${counted.rows[0]!.transactions} transactions, ` +
        `${edits.length} acknowledged edits`,
    );
    return violations;
  } finally {
    await db.close();
  }
}
