import { describe, expect, it } from 'vitest';
import { buildReviewInbox, businessConfidence, personalConfidence, type ReviewRow } from './review-inbox';

let n = 0;
function row(fields: Partial<ReviewRow>): ReviewRow {
  n += 1;
  return {
    id: `id-${String(n).padStart(3, '0')}`,
    date: '2026-05-01',
    description: 'SOMETHING',
    payee: 'Something',
    accountName: 'Checking',
    amountCents: 1000,
    merchantKey: 'something',
    use: 'personal',
    personalCategory: null,
    categorySource: null,
    categoryReason: null,
    businessCategory: null,
    businessSource: null,
    ...fields,
  };
}

describe('confidence', () => {
  it.each([
    ['user', 'Groceries: you chose it', 'confirmed'],
    ['rule', 'Groceries: your rule', 'confirmed'],
    ['catalogue', 'Groceries: Safeway is a grocery chain', 'high'],
    ['catalogue', 'Other General Merchandise: "TRADING" in the name says it is a shop', 'medium'],
    ['learned', 'Groceries: you filed Safeway as Groceries on 2026-01-02', 'high'],
    ['learned', 'Groceries: your bank filed Safeway as Groceries on 2026-01-02', 'medium'],
    ['provider', 'Groceries: your bank filed it so', 'medium'],
    ['file', 'Groceries: the file said Food', 'medium'],
    ['catalogue', 'Other General Merchandise: a guess: a purchase from a merchant we do not know', 'low'],
    [
      'catalogue',
      'Account Transfer: paid to Ann Lee by Zelle: a transfer out until you say what it paid for',
      'low',
    ],
    [null, null, 'low'],
  ])('personal %s "%s" is %s', (source, reason, expected) => {
    expect(personalConfidence(source, reason)).toBe(expected);
  });

  it.each([
    ['user', 'office_supplies', 'confirmed'],
    ['user', null, 'confirmed'],
    ['rule', 'fuel', 'confirmed'],
    ['learned', 'fuel', 'high'],
    ['suggested', 'fuel', 'medium'],
    [null, null, 'low'],
  ])('business %s %s is %s', (source, category, expected) => {
    expect(businessConfidence(source, category)).toBe(expected);
  });

  it('takes a suggestion’s own low confidence (a default from the personal category), never above medium', () => {
    expect(businessConfidence('suggested', 'professional_services', 'low')).toBe('low');
    expect(businessConfidence('suggested', 'Service Sales', 'medium')).toBe('medium');
    expect(businessConfidence('suggested', 'Service Sales', 'high')).toBe('medium');
    expect(businessConfidence('learned', 'fuel', 'low')).toBe('high');
  });
});

describe('buildReviewInbox', () => {
  const rows = [
    // A payee with three small rows outweighs one larger row: impact is what all of them misplace.
    row({
      merchantKey: 'etsy',
      amountCents: -4000,
      use: 'business',
      businessSource: 'suggested',
      businessCategory: 'Product Sales',
      businessSuggestion: { confidence: 'low', reason: 'Money in on a business row is sales' },
    }),
    row({
      merchantKey: 'etsy',
      amountCents: -9000,
      use: 'business',
      businessSource: 'suggested',
      businessCategory: 'Product Sales',
      businessSuggestion: { confidence: 'low', reason: 'Money in on a business row is sales' },
      date: '2026-06-01',
    }),
    row({
      merchantKey: 'etsy',
      amountCents: -3000,
      use: 'business',
      businessSource: 'suggested',
      businessCategory: 'Product Sales',
      businessSuggestion: { confidence: 'low', reason: 'Money in on a business row is sales' },
    }),
    row({ merchantKey: 'printful', amountCents: 12000, use: 'business' }),
    row({
      merchantKey: 'figma',
      amountCents: 1500,
      use: 'business',
      businessSource: 'learned',
      businessCategory: 'software_and_cloud_services',
    }),
    row({
      merchantKey: 'bakery',
      amountCents: 800,
      categorySource: 'catalogue',
      categoryReason: 'Groceries: a guess: x',
    }),
    row({
      merchantKey: 'safeway',
      amountCents: 90000,
      categorySource: 'catalogue',
      categoryReason: 'Groceries: Safeway is a grocery chain',
    }),
    row({
      merchantKey: 'shop',
      amountCents: 5000,
      categorySource: 'user',
      categoryReason: 'Groceries: you chose it',
    }),
  ];

  it('holds the unsure rows, each payee once by its largest row, most money at stake first', () => {
    const { cards, remaining } = buildReviewInbox(rows, 'all', 20);
    expect(cards.map((c) => [c.row.merchantKey, c.impactCents, c.similarCount, c.confidence])).toEqual([
      ['etsy', 16000, 3, 'low'],
      ['printful', 12000, 1, 'low'],
      ['bakery', 800, 1, 'low'],
    ]);
    expect(cards[0]!.row.amountCents).toBe(-9000);
    expect(cards[0]!.reason).toBe('Product Sales: Money in on a business row is sales');
    expect(cards[1]!.reason).toMatch(/No business category yet/);
    expect(cards[2]!.reason).toBe('Groceries: a guess: x');
    expect(remaining).toBe(0);
  });

  it('weighs a payee the app stands behind (medium) at a fifth of its money: the unsure payee comes first', () => {
    const sure = rows.map((r) => (r.merchantKey === 'etsy' ? { ...r, businessSuggestion: null } : r));
    const { cards } = buildReviewInbox(sure, 'business', 20);
    expect(cards.map((c) => [c.row.merchantKey, c.impactCents, c.confidence])).toEqual([
      ['printful', 12000, 'low'],
      ['etsy', 3200, 'medium'],
    ]);
    expect(cards[1]!.reason).toBe(
      'Product Sales: suggested from the payee and its category, not yet confirmed',
    );
  });

  it('keeps business and personal reviews apart, and counts what is beyond the page', () => {
    expect(buildReviewInbox(rows, 'business', 20).cards.map((c) => c.side)).toEqual(['business', 'business']);
    expect(buildReviewInbox(rows, 'personal', 20).cards.map((c) => c.row.merchantKey)).toEqual(['bakery']);
    const page = buildReviewInbox(rows, 'all', 1);
    expect(page.cards.map((c) => c.row.merchantKey)).toEqual(['etsy']);
    expect(page.remaining).toBe(2);
  });
});
