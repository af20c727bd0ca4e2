import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GOAL_AMOUNT_ERRORS,
  GOAL_SAVE_DEBOUNCE_MS,
  MAX_GOAL_AMOUNT_CENTS,
  UNCATEGORIZED_GOAL_CATEGORY,
  goalCategoryKey,
  goalCategoryLabel,
  goalInputText,
  goalUpsertSchema,
  readGoalAmount,
  sortGoalsNewestFirst,
} from './goals';

describe('readGoalAmount (issue 42: a field error, never a silent $0 or a cut amount)', () => {
  it.each([
    ['500', 50000],
    ['500.5', 50050],
    ['1,200.25', 120025],
    ['$ 1200', 120000],
    ['.75', 75],
    ['12.', 1200],
    ['0', 0],
    ['19.999', 2000],
    ['0.005', 1],
    ['999999999.99', MAX_GOAL_AMOUNT_CENTS],
  ])('%s -> %d cents', (input, cents) => {
    expect(readGoalAmount(input)).toEqual({ ok: true, amountCents: cents });
  });

  it.each([
    ['', GOAL_AMOUNT_ERRORS.empty],
    ['   ', GOAL_AMOUNT_ERRORS.empty],
    ['-100', GOAL_AMOUNT_ERRORS.negative],
    ['-$5.50', GOAL_AMOUNT_ERRORS.negative],
    ['abc', GOAL_AMOUNT_ERRORS.notANumber],
    ['12abc', GOAL_AMOUNT_ERRORS.notANumber],
    ['1e3', GOAL_AMOUNT_ERRORS.notANumber],
    ['1.2.3', GOAL_AMOUNT_ERRORS.notANumber],
    ['.', GOAL_AMOUNT_ERRORS.notANumber],
    ['NaN', GOAL_AMOUNT_ERRORS.notANumber],
    ['Infinity', GOAL_AMOUNT_ERRORS.notANumber],
    ['1000000000', GOAL_AMOUNT_ERRORS.tooLarge],
    ['99999999999999', GOAL_AMOUNT_ERRORS.tooLarge],
    ['9'.repeat(400), GOAL_AMOUNT_ERRORS.tooLarge],
  ])('%j is refused: %s', (input, error) => {
    expect(readGoalAmount(input)).toEqual({ ok: false, error });
  });

  it('only ever gives whole cents the API accepts, and reads back what goalInputText writes', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const reading = readGoalAmount(input);
        if (!reading.ok) return;
        expect(
          goalUpsertSchema.safeParse({
            category: 'Shops',
            goalType: 'expense',
            amountCents: reading.amountCents,
          }).success,
        ).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_GOAL_AMOUNT_CENTS }), (cents) => {
        expect(readGoalAmount(goalInputText(cents))).toEqual({ ok: true, amountCents: cents });
      }),
    );
  });
});

describe('goal input text', () => {
  it('is empty for no goal and for zero, so the placeholder shows', () => {
    expect(goalInputText(null)).toBe('');
    expect(goalInputText(0)).toBe('');
    expect(goalInputText(123456)).toBe('1234.56');
  });
});

describe('goal categories', () => {
  it('use the first category item as key and the summary label', () => {
    expect(goalCategoryKey('Food and Drink')).toBe('Food and Drink');
    expect(goalCategoryKey('  Travel ')).toBe('Travel');
    expect(goalCategoryKey(null)).toBe(UNCATEGORIZED_GOAL_CATEGORY);
    expect(goalCategoryKey('  ')).toBe(UNCATEGORIZED_GOAL_CATEGORY);
    expect(goalCategoryLabel('Food and Drink')).toBe('Food And Drink');
    // Report categories are PFC v1 primaries (issue 22): their friendly label.
    expect(goalCategoryLabel('RENT_AND_UTILITIES')).toBe('Rent & Utilities');
    expect(goalCategoryLabel(UNCATEGORIZED_GOAL_CATEGORY)).toBe('Other');
  });
});

describe('goalUpsertSchema', () => {
  const valid = { category: 'Food and Drink', goalType: 'expense', amountCents: 50000 };

  it('accepts a goal and trims the category', () => {
    expect(goalUpsertSchema.parse({ ...valid, category: ' Shops ' })).toEqual({
      ...valid,
      category: 'Shops',
    });
    expect(goalUpsertSchema.parse({ ...valid, amountCents: 0 }).amountCents).toBe(0);
  });

  it.each([
    [{ ...valid, amountCents: -1 }, 'amountCents'],
    [{ ...valid, amountCents: 1.5 }, 'amountCents'],
    [{ ...valid, amountCents: '500' }, 'amountCents'],
    [{ ...valid, amountCents: MAX_GOAL_AMOUNT_CENTS + 1 }, 'amountCents'],
    [{ ...valid, goalType: 'savings' }, 'goalType'],
    [{ ...valid, category: '   ' }, 'category'],
    [{ ...valid, category: 'x'.repeat(101) }, 'category'],
  ])('refuses %j on %s', (input, field) => {
    const result = goalUpsertSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('refuses unknown fields', () => {
    expect(goalUpsertSchema.safeParse({ ...valid, userId: 'someone-else' }).success).toBe(false);
  });
});

describe('goals order and timing', () => {
  it('sorts newest created first', () => {
    const goals = [
      { id: 'a', createdAt: '2026-11-01T10:00:00.000Z' },
      { id: 'b', createdAt: '2026-11-03T10:00:00.000Z' },
      { id: 'c', createdAt: '2026-11-02T10:00:00.000Z' },
    ];
    expect(sortGoalsNewestFirst(goals).map((g) => g.id)).toEqual(['b', 'c', 'a']);
  });

  it('saves after one second without typing (spec section 9)', () => {
    expect(GOAL_SAVE_DEBOUNCE_MS).toBe(1000);
  });
});
