import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { categoryLabel, personalCategoryLabel, primaryCategory, titleCaseCategory } from './category-labels';

describe('titleCaseCategory', () => {
  it.each([
    ['FOOD_AND_DRINK_COFFEE', 'Food And Drink Coffee'],
    ['INCOME', 'Income'],
    ['TRANSFER_IN_CASH_ADVANCES_AND_LOANS', 'Transfer In Cash Advances And Loans'],
    ['software_and_cloud_services', 'Software And Cloud Services'],
    ['Food and Drink', 'Food And Drink'],
    ['__A__B__', 'A B'],
    ['', ''],
    ['x', 'X'],
  ])('%j -> %j', (name, label) => expect(titleCaseCategory(name)).toBe(label));

  it('never leaves underscores and capitalises every word', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z_]{0,40}$/), (name) => {
        const label = titleCaseCategory(name);
        expect(label).not.toContain('_');
        for (const word of label.split(' ').filter(Boolean)) {
          expect(word).toBe(word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
        }
      }),
    );
  });
});

describe('primaryCategory', () => {
  it('takes the first list item', () => {
    expect(primaryCategory(['FOOD_AND_DRINK', 'FOOD_AND_DRINK_COFFEE'])).toBe('FOOD_AND_DRINK');
    expect(primaryCategory('Travel')).toBe('Travel');
    expect(primaryCategory([])).toBeNull();
    expect(primaryCategory(['  '])).toBeNull();
    expect(primaryCategory(null)).toBeNull();
    expect(primaryCategory(undefined)).toBeNull();
  });
});

describe('categoryLabel', () => {
  it('title-cases the first category', () => {
    expect(categoryLabel(['FOOD_AND_DRINK_COFFEE'])).toBe('Food And Drink Coffee');
    expect(categoryLabel(['RENT_AND_UTILITIES'], 'table')).toBe('Rent And Utilities');
  });

  it.each([[undefined], [null], [[]], [['']], ['']])(
    'shows Other in summaries and Uncategorized in tables for %j',
    (missing) => {
      expect(categoryLabel(missing)).toBe('Other');
      expect(categoryLabel(missing, 'summary')).toBe('Other');
      expect(categoryLabel(missing, 'table')).toBe('Uncategorized');
    },
  );
});

describe('personalCategoryLabel', () => {
  it('reads the PFC friendly label, and the missing words when there is none', () => {
    expect(personalCategoryLabel({ detailed: 'FOOD_AND_DRINK_GROCERIES' }, 'table')).toBe('Groceries');
    expect(personalCategoryLabel({ detailed: 'ENTERTAINMENT_TV_AND_MOVIES' })).toBe('TV & Movies');
    expect(personalCategoryLabel(null, 'table')).toBe('Uncategorized');
    expect(personalCategoryLabel(null)).toBe('Other');
  });
});
