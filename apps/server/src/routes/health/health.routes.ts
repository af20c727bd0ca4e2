import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import { latestAppliedMigration } from '../../db/migrate.ts';

export function healthRoutes(database: Database) {
  return new Hono().get('/', async (c) => {
    const migration = await latestAppliedMigration(database);
    return c.json({ status: 'ok', database: database.kind, migration });
  });
}
