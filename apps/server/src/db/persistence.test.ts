import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { latestAppliedMigration, newestMigrationTag, runMigrations } from './migrate.ts';
import { user } from './schema/index.ts';

// Two starts of PGlite on disk, every migration applied and checked twice: 8 s alone, and 62 s once in the
// PostgreSQL API step with the browser tests beside it, past the default minute.
const TWO_STARTS_ON_DISK_MS = 240_000;

describe('embedded PGlite database', () => {
  it(
    'keeps written rows across a close and reopen, and re-running migrations is a no-op',
    async () => {
      const dataDir = join(mkdtempSync(join(tmpdir(), 'tq-pglite-')), 'pglite');
      const first = await openDatabase({ kind: 'pglite', dataDir });
      await runMigrations(first);
      await first.db.insert(user).values({ id: 'u1', name: 'Ada', email: 'ada@example.com' });
      await first.close();

      const second = await openDatabase({ kind: 'pglite', dataDir });
      await runMigrations(second);
      const rows = await second.db.select().from(user).where(eq(user.id, 'u1'));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.email).toBe('ada@example.com');
      expect(await latestAppliedMigration(second)).toBe(newestMigrationTag());
      await second.close();
    },
    TWO_STARTS_ON_DISK_MS,
  );
});
