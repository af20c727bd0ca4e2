import { describe, expect, it } from 'vitest';
import { CATEGORIES_2_ROWS } from '../sets/categories-2/rows';
import { primaryOf } from './pfc-v1';
import { scoreCategories2 } from './categories-2-score';

// The second blind category set (sets/categories-2/README.md): scored 73.4% primary before any tuning,
// 93.5% after the categoriser learned to read credit unions' layouts and more kinds of business; detailed
// 86.3% -> 89.2% once a health system's bill read as Primary Care and a town's utility as water.
describe('categories-2', () => {
  const score = scoreCategories2(CATEGORIES_2_ROWS);

  it('labels only PFC v1 names', () => {
    for (const row of CATEGORIES_2_ROWS) expect(() => primaryOf(row.detailed)).not.toThrow();
  });

  it('gives every row a category and gets the primary of 92% right', () => {
    expect(score.covered).toBe(score.rows);
    expect(score.primaryRight / score.rows).toBeGreaterThanOrEqual(0.92);
    expect(score.detailedRight / score.rows).toBeGreaterThanOrEqual(0.89);
  });

  it('keeps every card payment, own transfer and cash withdrawal out of spending', () => {
    expect(score.moneyMoved).toBeGreaterThan(15);
    expect(score.moneyMovedKeptOut).toBe(score.moneyMoved);
  });

  it("follows the user's answer on every later row of that payee, each person apart", () => {
    expect(score.followRows).toBeGreaterThanOrEqual(9);
    expect(score.followed).toBe(score.followRows);
  });

  it('leaves its guesses for review rather than being sure and wrong', () => {
    expect(score.sureWrong).toBeLessThanOrEqual(3);
  });
});
