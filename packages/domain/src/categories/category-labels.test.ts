import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BUSINESS_CATEGORY_GROUPS } from './business-categories';
import { PFC_V1, PFC_V1_PRIMARIES } from './categoriser/pfc';
import {
  categoryDisplayName,
  categoryLabel,
  personalCategoryLabel,
  primaryCategory,
  titleCaseCategory,
} from './category-labels';

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

describe('categoryDisplayName', () => {
  it.each([
    ['business_meals', 'Business Meals'],
    ['client_entertainment', 'Client Entertainment'],
    ['fuel', 'Fuel'],
    ['tools', 'Tools'],
    ['internet_and_phone', 'Internet and Phone'],
    ['search_engine_optimization_and_marketing', 'Search Engine Optimization and Marketing'],
    ['advertising_and_marketing', 'Advertising and Marketing'],
    ['FOOD_AND_DRINK_GROCERIES', 'Groceries'],
    ['FOOD_AND_DRINK', 'Food & Drink'],
    ['GENERAL_MERCHANDISE_ELECTRONICS', 'Electronics'],
    // A v2 name by its v1 equivalent's label.
    ['TRANSFER_OUT_WIRE', 'Transfer Out'],
    ['Product Sales', 'Product Sales'],
    ['Government and Non-Profit', 'Government and Non-Profit'],
    ['  equipment_rental ', 'Equipment Rental'],
    ['SOME_UNKNOWN_NAME', 'Some Unknown Name'],
  ])('%j -> %j', (name, label) => expect(categoryDisplayName(name)).toBe(label));

  it('reads a missing name as the caller says', () => {
    expect(categoryDisplayName(null)).toBe('Uncategorized');
    expect(categoryDisplayName('  ', 'No category yet')).toBe('No category yet');
  });

  it('gives every personal and business category a label with no underscore that starts with a capital', () => {
    const names = [
      ...PFC_V1_PRIMARIES,
      ...PFC_V1.map((c) => c.detailed),
      ...BUSINESS_CATEGORY_GROUPS.flatMap((g) => g.categories),
    ];
    for (const name of names) {
      const label = categoryDisplayName(name);
      expect(label, name).not.toMatch(/_/);
      expect(label.charAt(0), name).toMatch(/[A-Z0-9]/);
    }
  });

  it('never shows an underscore or a lower-case first letter for any snake_case name', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,8}(_[a-z]{1,8}){0,4}$/), (name) => {
        const label = categoryDisplayName(name);
        expect(label).not.toContain('_');
        expect(label.charAt(0)).toBe(label.charAt(0).toUpperCase());
      }),
    );
  });
});
