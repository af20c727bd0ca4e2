import { describe, expect, it } from 'vitest';
import { buildCategoryHouseholds } from '../sets/categories-1/index';
import { CATEGORY_TARGETS, scoreCategoryHousehold, type RowAnswer } from './category-score';
import { PFC_V1, isMoneyMovedCategory, primaryOf } from './pfc-v1';

// The scorer itself, on the committed set's labels: an oracle scores 100%, no answers score 0, and a
// correction counts only when the corrected merchant's later rows carry the user's category.
const [household] = buildCategoryHouseholds();
const { labels } = household!;
const formats = new Map(labels.accounts.flatMap((a) => a.files.map((f) => [f, a.format] as const)));
const correctionOf = new Map(labels.corrections.map((c) => [c.merchant, c]));

function oracle(followCorrections: boolean): Map<string, RowAnswer> {
  return new Map(
    labels.rows.map((row) => {
      const c = correctionOf.get(row.merchant);
      const category = c && followCorrections ? c : row;
      return [
        row.id,
        {
          category: { primary: category.primary, detailed: category.detailed },
          source: 'catalogue',
          moved: row.moneyMoved,
        },
      ];
    }),
  );
}

describe('the category scorer', () => {
  it('labels name only PFC v1 categories, with their own primary', () => {
    const names = new Set(Object.values(PFC_V1).flat());
    for (const row of labels.rows) {
      expect(names.has(row.detailed), row.detailed).toBe(true);
      expect(primaryOf(row.detailed)).toBe(row.primary);
      if (row.moneyMoved) expect(isMoneyMovedCategory(row.detailed), row.id).toBe(true);
    }
  });

  it('scores an oracle at 100% on every metric', () => {
    const scored = scoreCategoryHousehold('h', labels, oracle(true), formats);
    for (const metric of Object.keys(CATEGORY_TARGETS))
      expect(scored.scores[metric as keyof typeof scored.scores]).toBe(1);
    expect(scored.misses).toEqual([]);
  });

  it('counts a later row that ignores the correction as not followed', () => {
    const scored = scoreCategoryHousehold('h', labels, oracle(false), formats);
    expect(scored.tally.followRows).toBeGreaterThan(0);
    expect(scored.scores.learningFollowRate).toBeLessThan(1);
    expect(scored.scores.detailedAccuracy).toBe(1);
  });

  it('scores no answers as uncategorised and counted', () => {
    const scored = scoreCategoryHousehold('h', labels, new Map(), formats);
    expect(scored.scores.coverage).toBe(0);
    expect(scored.scores.primaryAccuracy).toBe(0);
    expect(scored.scores.moneyMovedKeptOut).toBe(0);
  });
});
