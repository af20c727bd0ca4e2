import { describe, expect, it } from 'vitest';
import {
  PFC_V1,
  PFC_V1_PRIMARIES,
  parsePersonalCategory,
  pfc,
  pfcDetailedLabel,
  pfcPrimaryLabel,
  toPfcV1,
} from './pfc';

describe('PFC v1 taxonomy', () => {
  it('holds all 104 detailed rows of Plaid CSV under 16 primaries, each detailed named after its primary', () => {
    expect(PFC_V1).toHaveLength(104);
    expect(PFC_V1_PRIMARIES).toHaveLength(16);
    expect(new Set(PFC_V1.map((row) => row.detailed)).size).toBe(104);
    for (const row of PFC_V1) expect(row.detailed.startsWith(`${row.primary}_`)).toBe(true);
    expect(PFC_V1[0]).toMatchObject({ primary: 'INCOME', detailed: 'INCOME_DIVIDENDS' });
    expect(PFC_V1.at(-1)?.detailed).toBe('RENT_AND_UTILITIES_OTHER_UTILITIES');
    const student = PFC_V1.find((row) => row.detailed === 'LOAN_PAYMENTS_STUDENT_LOAN_PAYMENT');
    expect(student?.description).toBe(
      'Payments on student loans. For college tuition, refer to "General Services - Education"',
    );
    expect(PFC_V1.find((row) => row.detailed === 'INCOME_WAGES')?.description).toBe(
      'Income from salaries, gig-economy work, and tips earned',
    );
  });

  it.each([
    ['FOOD_AND_DRINK', 'Food & Drink'],
    ['RENT_AND_UTILITIES', 'Rent & Utilities'],
    ['GENERAL_MERCHANDISE', 'General Merchandise'],
    ['NOT_A_PRIMARY', 'NOT_A_PRIMARY'],
  ])('labels primary %s as %s', (name, label) => expect(pfcPrimaryLabel(name)).toBe(label));

  it.each([
    ['FOOD_AND_DRINK_GROCERIES', 'Groceries'],
    ['TRANSPORTATION_GAS', 'Gas'],
    ['FOOD_AND_DRINK_COFFEE', 'Coffee'],
    ['FOOD_AND_DRINK_FAST_FOOD', 'Fast Food'],
    ['FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR', 'Beer, Wine & Liquor'],
    ['LOAN_PAYMENTS_CREDIT_CARD_PAYMENT', 'Credit Card Payment'],
    ['RENT_AND_UTILITIES_GAS_AND_ELECTRICITY', 'Gas & Electricity'],
  ])('labels detailed %s as %s', (name, label) => expect(pfcDetailedLabel(name)).toBe(label));

  it('gives every detailed a distinct label within its primary', () => {
    for (const primary of PFC_V1_PRIMARIES) {
      const labels = PFC_V1.filter((row) => row.primary === primary).map((row) => row.label);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it.each([
    [{ primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' }, true],
    [{ primary: 'TRAVEL', detailed: 'FOOD_AND_DRINK_GROCERIES' }, false],
    [{ primary: 'INCOME', detailed: 'INCOME_SALARY' }, false],
    [{ primary: 'FOOD_AND_DRINK' }, false],
    ['FOOD_AND_DRINK_GROCERIES', false],
    [null, false],
  ])('parsePersonalCategory(%j) is known: %s', (value, known) => {
    expect(parsePersonalCategory(value) !== null).toBe(known);
  });

  it.each([
    ['INCOME_SALARY', 'INCOME_WAGES'],
    ['INCOME_OTHER', 'INCOME_OTHER_INCOME'],
    ['LOAN_DISBURSEMENTS_OTHER_DISBURSEMENT', 'TRANSFER_IN_CASH_ADVANCES_AND_LOANS'],
    ['TRANSFER_OUT_WIRE', 'TRANSFER_OUT_ACCOUNT_TRANSFER'],
    ['food_and_drink_coffee', 'FOOD_AND_DRINK_COFFEE'],
  ])('maps provider name %s to v1 %s', (name, v1) => {
    expect(toPfcV1({ detailed: name })?.detailed).toBe(v1);
  });

  it('leaves OTHER_OTHER and unknown names unmapped, and pfc() refuses a typo', () => {
    expect(toPfcV1({ primary: 'OTHER', detailed: 'OTHER_OTHER' })).toBeNull();
    expect(toPfcV1({ detailed: 'FOOD_AND_DRINK_GROCERY' })).toBeNull();
    expect(() => pfc('FOOD_AND_DRINK_GROCERY')).toThrow(/GROCERY/);
  });
});
