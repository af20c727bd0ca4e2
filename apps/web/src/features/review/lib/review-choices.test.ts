import type { ReviewItem } from '@tourniquet/domain/contracts';
import { describe, expect, it } from 'vitest';
import { answerOf, choiceOf, likelyBusinessCategories } from './review-choices.ts';

const item = (fields: Partial<ReviewItem>): ReviewItem => ({
  transactionId: 't1',
  date: '2026-04-02',
  description: 'ETSY INC PAYOUT',
  amountCents: -90000,
  suggested: { personalCategory: null, businessUse: 'business', businessCategory: null },
  confidence: 'low',
  impactCents: 160000,
  reason: 'No business category yet',
  payee: 'Etsy',
  accountName: 'Business checking',
  similarCount: 3,
  ...fields,
});

describe('review choices', () => {
  it('offers income lines for money in and expense lines for money out, the suggestion first', () => {
    expect(likelyBusinessCategories(item({}))).toEqual([
      'Product Sales',
      'Service Sales',
      'Consulting',
      'Other Business Income',
    ]);
    const out = item({
      amountCents: 12000,
      suggested: { personalCategory: null, businessUse: 'business', businessCategory: 'fuel' },
    });
    expect(likelyBusinessCategories(out)).toEqual([
      'fuel',
      'contract_labor',
      'raw_materials',
      'office_supplies',
    ]);
  });

  it('answers the side the owner chose, with the apply-to-all flag', () => {
    const grocery = { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' };
    const choice = choiceOf(item({}));
    expect(answerOf({ ...choice, businessCategory: 'Product Sales' }, true)).toEqual({
      businessUse: 'business',
      businessCategory: 'Product Sales',
      applyToSimilar: true,
    });
    expect(answerOf({ ...choice, use: 'personal', personalCategory: grocery }, false)).toEqual({
      businessUse: 'personal',
      personalCategory: grocery,
      applyToSimilar: false,
    });
    expect(answerOf({ ...choice, use: 'business', businessCategory: null }, true)).toEqual({
      businessUse: 'business',
      businessCategory: null,
      applyToSimilar: true,
    });
  });
});
