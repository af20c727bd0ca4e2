import { describe, expect, it } from 'vitest';
import { CATEGORIES_4_ROWS } from '../sets/categories-4/rows';
import { primaryOf } from './pfc-v1';
import { scoreCategories2 } from './categories-2-score';

// The fourth blind category set (sets/categories-4/README.md: the Mountain West and the Gulf Coast, seven credit
// union and online-bank layouts, payments to people), written from the banks' layouts first: scored 78.6% primary
// and 67.9% detailed before any tuning (69.5% once three credit-union dividends were labelled as interest, as the
// other sets label them), 93.6% and 88.2% after the categoriser learned those layouts' wrappers and fields, the
// Pay Friends rail and a credit union's cheque, and more words that name a kind.
describe('categories-4', () => {
  const score = scoreCategories2(CATEGORIES_4_ROWS);

  it('labels only PFC v1 names', () => {
    for (const row of CATEGORIES_4_ROWS) expect(() => primaryOf(row.detailed)).not.toThrow();
  });

  it('gives every row a category and holds its measured primary and detailed figures', () => {
    expect(score.covered).toBe(score.rows);
    expect(score.primaryRight / score.rows).toBeGreaterThanOrEqual(0.935);
    expect(score.detailedRight / score.rows).toBeGreaterThanOrEqual(0.882);
  });

  it('keeps every card payment, own transfer and cash withdrawal out of spending', () => {
    expect(score.moneyMoved).toBeGreaterThanOrEqual(21);
    expect(score.moneyMovedKeptOut).toBe(score.moneyMoved);
  });

  it("follows the user's answer on every later row of that payee, and only that payee's", () => {
    expect(score.followRows).toBeGreaterThanOrEqual(4);
    expect(score.followed).toBe(score.followRows);
  });

  it('leaves its guesses for review rather than being sure and wrong', () => {
    expect(score.review).toBeLessThanOrEqual(10);
    expect(score.sureWrong).toBeLessThanOrEqual(2);
  });
});
