import { describe, expect, it } from 'vitest';
import { ruleFromTransactionPath } from '../../../components/transactions/rule-link.ts';
import { describeRule, draftOfRule, draftOfSearch, EMPTY_DRAFT, requestOfDraft } from './rule-draft.ts';

describe('rule drafts', () => {
  it('prefills a rule from a row: its merchant, exact amount, direction and account', () => {
    const path = ruleFromTransactionPath({
      displayMerchant: 'Blue Bottle Coffee',
      amountCents: 650,
      accountId: 'a1',
    });
    const draft = draftOfSearch(new URL(path, 'http://x').searchParams)!;
    expect(draft).toMatchObject({
      textField: 'merchant',
      textOp: 'is',
      textValue: 'Blue Bottle Coffee',
      amountMin: '6.50',
      amountMax: '6.50',
      direction: 'out',
      accountId: 'a1',
      applyToPast: false,
    });
    expect(draftOfSearch(new URLSearchParams(''))).toBeNull();
  });

  it('turns a draft into the contract body and back', () => {
    const result = requestOfDraft({
      ...EMPTY_DRAFT,
      textValue: ' coffee ',
      amountMin: '4',
      amountMax: '12.99',
      category: 'FOOD_AND_DRINK_COFFEE',
      merchantName: 'Coffee',
    });
    expect(result).toEqual({
      request: {
        conditions: {
          text: { field: 'merchant', op: 'contains', value: 'coffee' },
          amountCents: { min: 400, max: 1299 },
        },
        actions: {
          personalCategory: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' },
          merchantName: 'Coffee',
        },
        applyToPast: false,
      },
    });
    if (!('request' in result)) throw new Error('no request');
    expect(draftOfRule(result.request)).toMatchObject({
      textValue: 'coffee',
      amountMin: '4.00',
      amountMax: '12.99',
    });
  });

  it('names what is missing or wrong', () => {
    expect(requestOfDraft({ ...EMPTY_DRAFT, merchantName: 'X' })).toEqual({
      error: 'Give at least one condition',
    });
    expect(requestOfDraft({ ...EMPTY_DRAFT, direction: 'in' })).toEqual({
      error: 'Give at least one action',
    });
    expect(requestOfDraft({ ...EMPTY_DRAFT, amountMin: 'abc', moved: true })).toEqual({
      error: 'Enter amounts such as 12.99',
    });
  });

  it('describes a rule in words', () => {
    expect(
      describeRule(
        {
          conditions: {
            text: { field: 'any', op: 'starts', value: 'sq' },
            amountCents: { min: 650, max: 650 },
            direction: 'out',
          },
          actions: { moved: true, merchantName: 'Square' },
        },
        () => 'Checking',
      ),
    ).toEqual({
      when: 'Merchant or description starts with "sq" · amount $6.50 · money out',
      then: 'money moved between your accounts · show as "Square"',
    });
  });

  it('names a business category by its label, never its internal name', () => {
    expect(
      describeRule(
        {
          conditions: { text: { field: 'merchant', op: 'contains', value: 'chevron' } },
          actions: {
            personalCategory: { primary: 'TRANSPORTATION', detailed: 'TRANSPORTATION_GAS' },
            businessUse: 'business',
            businessCategory: 'fuel',
          },
        },
        () => 'Checking',
      ).then,
    ).toBe('Gas · Business · Fuel');
  });
});
