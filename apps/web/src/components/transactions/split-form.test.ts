import { describe, expect, it } from 'vitest';
import type { TransactionDto } from '@tourniquet/domain';
import { initialParts, remainingText, toSplitRequest } from './split-form.ts';

const row = {
  id: 't1',
  amountCents: 8412,
  personalCategory: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' },
  splits: null,
} as unknown as TransactionDto;

const part = (amount: string, detailed = 'FOOD_AND_DRINK_GROCERIES') => ({
  amount,
  detailed,
  use: '' as const,
  note: '',
});

describe('split form', () => {
  it('starts with the whole amount in the row category and an empty part', () => {
    expect(initialParts(row)).toEqual([part('84.12'), part('', '')]);
  });

  it('says what is left, over or done as the user types', () => {
    expect(remainingText(8412, [part('50'), part('')])).toBe('$34.12 left');
    expect(remainingText(8412, [part('50'), part('35')])).toBe('$0.88 over');
    expect(remainingText(-8412, [part('50'), part('34.12')])).toBe('Adds up to $84.12');
  });

  it('refuses parts that do not add up with the server message', () => {
    expect(toSplitRequest(1299, [part('10'), part('2')])).toEqual({
      error: 'The parts add up to $12.00; the transaction is $12.99: $0.99 short',
    });
    expect(toSplitRequest(1299, [part('12.99')])).toEqual({ error: 'Split into at least 2 parts' });
    expect(toSplitRequest(1299, [part('10'), part('2.99', '')])).toEqual({
      error: 'Part 2: choose a category',
    });
  });

  it('builds the PUT body from magnitudes', () => {
    const result = toSplitRequest(-1299, [
      { ...part('10'), note: ' weekly ' },
      { ...part('2.99', 'GENERAL_MERCHANDISE_SUPERSTORES'), use: 'business' },
    ]);
    expect(result).toEqual({
      request: {
        parts: [
          {
            amountCents: 1000,
            personalCategory: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' },
            note: 'weekly',
          },
          {
            amountCents: 299,
            personalCategory: { primary: 'GENERAL_MERCHANDISE', detailed: 'GENERAL_MERCHANDISE_SUPERSTORES' },
            businessUse: 'business',
          },
        ],
      },
    });
  });
});
