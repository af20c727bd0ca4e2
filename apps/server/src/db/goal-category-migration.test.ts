import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { goalCategoryMigrationSql, goalWordKey, sqlWordKey } from '@tourniquet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { migrationsFolder } from './migrate.ts';

// The goals data migration is generated from the domain's table of old category words (legacy-goal-words.ts):
// the committed file must still be what the table generates, and its SQL normalising must agree with the
// domain's, or an old word would silently stay unmigrated.
// Found by name: the migration's number changes when branches are merged.
const FILE = `${migrationsFolder}/${readdirSync(migrationsFolder).find((f) => f.endsWith('_goals_on_pfc_primaries.sql'))}`;

describe('the goals-on-PFC-primaries migration', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('is the SQL the domain table generates', () => {
    const body = readFileSync(FILE, 'utf8')
      .split('\n')
      .filter((line) => !line.startsWith('-- '))
      .join('\n')
      .trim();
    expect(body).toBe(goalCategoryMigrationSql());
  });

  it.each([
    'Food and Drink',
    'Restaurant-Bar & Café',
    "Children's",
    'Fee/interest Charge',
    '  Gas & Electric ',
    'FOOD_AND_DRINK_GROCERIES',
    'Health Care',
  ])('normalises %j in SQL as the domain does', async (word) => {
    const result = await ctx.database.db.execute(
      sql.raw(`SELECT ${sqlWordKey(`'${word.replace(/'/g, "''")}'::text`)} AS word`),
    );
    const rows = (result as unknown as { rows: { word: string }[] }).rows;
    expect(rows[0]!.word).toBe(goalWordKey(word));
  });
});
