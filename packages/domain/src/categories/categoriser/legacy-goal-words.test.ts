import { describe, expect, it } from 'vitest';
import { goalCategoryCaseSql, goalPrimaryOfWord } from './legacy-goal-words';

describe('goalPrimaryOfWord', () => {
  it.each([
    ['Food and Drink', 'expense', 'FOOD_AND_DRINK'],
    ['Shops', 'expense', 'GENERAL_MERCHANDISE'],
    ['Recreation', 'expense', 'ENTERTAINMENT'],
    ['Healthcare', 'expense', 'MEDICAL'],
    ['Payroll', 'income', 'INCOME'],
    ['Interest', 'income', 'INCOME'],
    ['Interest', 'expense', 'BANK_FEES'],
    ['Tax', 'expense', 'GOVERNMENT_AND_NON_PROFIT'],
    ['Transfer', 'income', 'TRANSFER_IN'],
    ['Grocery', 'expense', 'FOOD_AND_DRINK'],
    ['Restaurant-Bar & Café', 'expense', 'FOOD_AND_DRINK'],
    ['Supermarkets and Groceries', 'expense', 'FOOD_AND_DRINK'],
    ['FOOD_AND_DRINK_GROCERIES', 'expense', 'FOOD_AND_DRINK'],
    ['WAGES', 'income', 'INCOME'],
    ['TRAVEL', 'expense', 'TRAVEL'],
  ] as const)('%s (%s goal) -> %s', (word, side, primary) => {
    expect(goalPrimaryOfWord(word, side)).toBe(primary);
  });

  it('leaves a word nobody offered alone', () => {
    expect(goalPrimaryOfWord('My own word', 'expense')).toBeNull();
  });

  it('writes one branch per word, two where the side decides', () => {
    const sql = goalCategoryCaseSql();
    expect(sql).toContain(`WHEN word = 'food and drink' THEN 'FOOD_AND_DRINK'`);
    expect(sql).toContain(`WHEN word = 'interest' AND goal_type = 'income' THEN 'INCOME'`);
    expect(sql).toContain(`WHEN word = 'interest' THEN 'BANK_FEES'`);
    expect(sql.endsWith('ELSE category\nEND')).toBe(true);
  });
});
