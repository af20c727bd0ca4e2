import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Column names that hold the owning user's id, whatever the table (snake_case or better-auth's camelCase). */
export const USER_COLUMN_NAMES = ['user_id', 'userId'] as const;

export interface TableColumn {
  table: string;
  column: string;
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * Every table with a user column, read from the database catalogue (information_schema), not from the
 * schema files: a table added by a later migration is included without anyone listing it.
 */
export async function userColumns(db: Db): Promise<TableColumn[]> {
  return rowsOf<TableColumn>(
    db,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = current_schema() and column_name in ('user_id', 'userId')
        order by table_name, column_name`,
  );
}

/** Every column that can hold text (so an id or an e-mail address), in every table of the schema. */
export async function textColumns(db: Db): Promise<TableColumn[]> {
  return rowsOf<TableColumn>(
    db,
    sql`select c.table_name as "table", c.column_name as "column" from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
        order by c.table_name, c.column_name`,
  );
}

/**
 * The user's rows of every table with a user column, plus their `user` row: per table, the rows as JSON text
 * in a fixed order. Two snapshots are equal only when every column of every row is byte for byte the same.
 */
export async function snapshotUserRows(db: Db, userId: string): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  const targets: TableColumn[] = [...(await userColumns(db)), { table: 'user', column: 'id' }];
  for (const { table, column } of targets) {
    const [row] = await rowsOf<{ rows: string }>(
      db,
      sql`select coalesce(json_agg(r order by r::text), '[]'::json)::text as rows
          from ${sql.identifier(table)} r where ${sql.identifier(column)} = ${userId}`,
    );
    snapshot[`${table}.${column}`] = row!.rows;
  }
  return snapshot;
}

/**
 * Per table and column, how many rows hold the value (a user id, an e-mail address) in any text column,
 * as the whole value or inside it (keys like "sign-in:<email>", JSON, arrays). Empty when nothing does.
 */
export async function rowsMentioning(db: Db, values: readonly string[]): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const { table, column } of await textColumns(db)) {
    for (const value of values) {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(table)}
            where strpos(lower(${sql.identifier(column)}::text), lower(${value})) > 0`,
      );
      if (row!.n > 0) found[`${table}.${column}`] = (found[`${table}.${column}`] ?? 0) + row!.n;
    }
  }
  return found;
}
