import { describe, expect, it } from 'vitest';
import {
  amountInputOf,
  applyOriginalSign,
  merchantSearchTerms,
  TRANSACTION_EDIT_MESSAGES as M,
  transactionEditSchema,
} from './transaction-edit';

const valid = {
  date: '2026-11-20',
  accountId: 'acc-1',
  merchantName: ' Netflix ',
  description: ' NETFLIX.COM 866-579-7172 ',
  category: 'Recreation',
  amount: '15.49',
};

const errors = (input: Record<string, unknown>) => {
  const result = transactionEditSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('transactionEditSchema', () => {
  it('trims text, turns the category into a list and the amount into magnitude cents', () => {
    expect(transactionEditSchema.parse(valid)).toEqual({
      date: '2026-11-20',
      accountId: 'acc-1',
      merchantName: 'Netflix',
      description: 'NETFLIX.COM 866-579-7172',
      category: ['Recreation'],
      amountMagnitudeCents: 1549,
    });
  });

  it('saves an empty category as an empty list and a blank payee as none', () => {
    const parsed = transactionEditSchema.parse({ ...valid, category: '', merchantName: '  ' });
    expect(parsed.category).toEqual([]);
    expect(parsed.merchantName).toBeNull();
  });

  it('leaves the category out when it is not given (the stored one is kept)', () => {
    const { category: _unchanged, ...rest } = valid;
    expect(transactionEditSchema.parse(rest)).not.toHaveProperty('category');
  });

  it('takes the amount as a magnitude', () => {
    expect(transactionEditSchema.parse({ ...valid, amount: '-2,500.5' }).amountMagnitudeCents).toBe(250050);
    expect(transactionEditSchema.parse({ ...valid, amount: '0' }).amountMagnitudeCents).toBe(0);
  });

  it.each([
    [{ date: '2026-13-01' }, 'date', M.date],
    [{ date: undefined }, 'date', M.date],
    [{ accountId: '  ' }, 'accountId', M.accountId],
    [{ merchantName: 'x'.repeat(101) }, 'merchantName', M.merchantName],
    [{ description: ' ' }, 'description', M.descriptionRequired],
    [{ description: 'x'.repeat(201) }, 'description', M.descriptionTooLong],
    [{ category: 'Groceries' }, 'category', M.category],
    [{ category: null }, 'category', M.category],
    [{ amount: '12.345' }, 'amount', M.amount],
    [{ amount: 'abc' }, 'amount', M.amount],
    [{ amount: '' }, 'amount', M.amount],
    [{ amount: 12.34 }, 'amount', M.amount],
    [{ amount: '10000000000.01' }, 'amount', M.amountTooLarge],
  ])('%j is rejected on %s', (change, field, message) => {
    expect(errors({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it('rejects unknown fields so a client cannot slip in a sign or a user id', () => {
    expect(transactionEditSchema.safeParse({ ...valid, amountCents: -100 }).success).toBe(false);
  });
});

describe('applyOriginalSign', () => {
  it.each([
    [-120000, 150000, -150000],
    [4599, 1000, 1000],
    [4599, -1000, 1000],
    [-5, 0, 0],
    [0, 700, 700],
  ])('original %d, entered %d -> %d', (original, magnitude, saved) => {
    expect(applyOriginalSign(original, magnitude)).toBe(saved);
  });
});

describe('amountInputOf', () => {
  it.each([
    [-150000, '1500.00'],
    [1549, '15.49'],
    [5, '0.05'],
    [0, '0.00'],
  ])('%d -> %s', (cents, text) => expect(amountInputOf(cents)).toBe(text));
});

describe('merchantSearchTerms', () => {
  it.each([
    ['Netflix', ['Netflix']],
    ['AT&T Wireless', ['AT&T', 'Wireless']],
    ['The Gym Co', ['The', 'Gym']],
    ['  Spotify,  USA  spotify ', ['Spotify', 'USA']],
    ['A to Z', []],
    ['', []],
  ])('%j -> %j', (merchant, terms) => expect(merchantSearchTerms(merchant)).toEqual(terms));
});
