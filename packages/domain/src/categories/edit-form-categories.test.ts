import { describe, expect, it } from 'vitest';
import {
  TRANSACTION_EDIT_CATEGORIES,
  editCategoryToList,
  transactionEditCategorySchema,
} from './edit-form-categories';

describe('edit form categories', () => {
  it('is the fixed spec list in order', () => {
    expect(TRANSACTION_EDIT_CATEGORIES).toEqual([
      'Food and Drink',
      'Shops',
      'Recreation',
      'Transportation',
      'Healthcare',
      'Service',
      'Community',
      'Government and Non-Profit',
      'Travel',
      'Bank Fees',
      'Interest',
      'Payroll',
      'Tax',
      'Transfer',
      'Deposit',
    ]);
  });

  it('accepts a listed category or empty, nothing else', () => {
    expect(transactionEditCategorySchema.parse('Shops')).toBe('Shops');
    expect(transactionEditCategorySchema.parse('')).toBe('');
    expect(transactionEditCategorySchema.safeParse('shops').success).toBe(false);
    expect(transactionEditCategorySchema.safeParse('Groceries').success).toBe(false);
  });

  it('saves an empty category as an empty list', () => {
    expect(editCategoryToList('')).toEqual([]);
    expect(editCategoryToList('Travel')).toEqual(['Travel']);
  });
});
