import { describe, expect, it } from 'vitest';
import { changesOf, compileRule, rulesOutcome, ruleOutcome, type RuleRow } from './apply-rules';
import { cleanMerchantName } from '../categories/categoriser/clean-merchant-name';

const row = (over: Partial<RuleRow> = {}): RuleRow => ({
  accountId: 'acc-1',
  description: 'SQ *BLUE BOTTLE COFFEE OAKLAND CA',
  merchantName: null,
  amountCents: 650,
  personalPrimary: 'GENERAL_MERCHANDISE',
  personalDetailed: 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE',
  categorySource: 'catalogue',
  merchantDisplayName: null,
  businessUse: null,
  businessCategory: null,
  businessSource: null,
  userEdited: false,
  ...over,
});
const coffee = { personalCategory: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' } };

describe('rule conditions', () => {
  it.each([
    [{ field: 'merchant', op: 'is', value: 'blue bottle coffee' }, true],
    [{ field: 'merchant', op: 'is', value: 'BlueBottle  Coffee' }, true],
    [{ field: 'merchant', op: 'is', value: 'blue bottle' }, false],
    [{ field: 'merchant', op: 'starts', value: 'blue' }, true],
    [{ field: 'merchant', op: 'contains', value: 'oakland' }, false],
    [{ field: 'description', op: 'contains', value: 'oakland' }, true],
    [{ field: 'description', op: 'starts', value: 'sq *blue' }, true],
    [{ field: 'description', op: 'is', value: 'blue bottle coffee' }, false],
    [{ field: 'any', op: 'contains', value: 'OAKLAND' }, true],
    [{ field: 'any', op: 'is', value: 'Blue Bottle Coffee' }, true],
  ] as const)('text %j -> %s', (text, expected) => {
    expect(compileRule({ conditions: { text }, actions: coffee }).matches(row())).toBe(expected);
  });

  it('matches the amount size between min and max, in either direction', () => {
    const rule = compileRule({ conditions: { amountCents: { min: 600, max: 650 } }, actions: coffee });
    expect(rule.matches(row())).toBe(true);
    expect(rule.matches(row({ amountCents: -600 }))).toBe(true);
    expect(rule.matches(row({ amountCents: 651 }))).toBe(false);
    expect(rule.matches(row({ amountCents: 599 }))).toBe(false);
    const exact = compileRule({ conditions: { amountCents: { min: 650, max: 650 } }, actions: coffee });
    expect(exact.matches(row({ amountCents: 650 }))).toBe(true);
    expect(exact.matches(row({ amountCents: 649 }))).toBe(false);
  });

  it('matches direction and accounts, all conditions together', () => {
    const rule = compileRule({ conditions: { direction: 'in', accountIds: ['acc-2'] }, actions: coffee });
    expect(rule.matches(row({ amountCents: -5, accountId: 'acc-2' }))).toBe(true);
    expect(rule.matches(row({ amountCents: 5, accountId: 'acc-2' }))).toBe(false);
    expect(rule.matches(row({ amountCents: -5, accountId: 'acc-1' }))).toBe(false);
    const out = compileRule({ conditions: { direction: 'out' }, actions: coffee });
    expect(out.matches(row({ amountCents: 5 }))).toBe(true);
  });
});

describe('rule actions', () => {
  it('sets the category, the merchant name and the business choice', () => {
    const rule = compileRule({
      conditions: { direction: 'out' },
      actions: {
        ...coffee,
        merchantName: 'Blue Bottle',
        businessUse: 'business',
        businessCategory: 'meals_and_entertainment',
      },
    });
    expect(changesOf(ruleOutcome(rule, row()), row())).toEqual({
      ...coffee,
      merchantName: 'Blue Bottle',
      businessUse: 'business',
      businessCategory: 'meals_and_entertainment',
    });
  });

  it('marks money moved with the transfer category of the row direction', () => {
    const rule = compileRule({ conditions: { direction: 'out' }, actions: { moved: true } });
    expect(ruleOutcome(rule, row()).personalCategory?.detailed).toBe('TRANSFER_OUT_ACCOUNT_TRANSFER');
    const any = compileRule({ conditions: { amountCents: { min: 1 } }, actions: { moved: true } });
    expect(ruleOutcome(any, row({ amountCents: -5 })).personalCategory?.detailed).toBe(
      'TRANSFER_IN_ACCOUNT_TRANSFER',
    );
  });

  it('never overwrites a hand edit', () => {
    const rule = compileRule({
      conditions: { direction: 'out' },
      actions: { ...coffee, merchantName: 'X', businessUse: 'business' },
    });
    const edited = row({ categorySource: 'user', userEdited: true, businessSource: 'user' });
    expect(changesOf(ruleOutcome(rule, edited), edited)).toEqual({});
  });

  it('runs in order: for each field the first matching rule wins', () => {
    const first = compileRule({ conditions: { direction: 'out' }, actions: { merchantName: 'First' } });
    const second = compileRule({
      conditions: { direction: 'out' },
      actions: { merchantName: 'Second', ...coffee },
    });
    expect(rulesOutcome([first, second], row())).toMatchObject({ merchantName: 'First', ...{} });
    expect(rulesOutcome([first, second], row()).personalCategory?.detailed).toBe('FOOD_AND_DRINK_COFFEE');
    expect(rulesOutcome([second, first], row()).merchantName).toBe('Second');
  });

  it('does not test a later rule whose every field an earlier rule already set', () => {
    const first = compileRule({ conditions: { direction: 'out' }, actions: coffee });
    const tested: string[] = [];
    const counted = (name: string, actions: Parameters<typeof compileRule>[0]['actions']) => {
      const rule = compileRule({ conditions: { direction: 'out' }, actions });
      return { ...rule, matches: (r: RuleRow) => (tested.push(name), rule.matches(r)) };
    };
    const sameField = counted('category only', coffee);
    const newField = counted('category and name', { ...coffee, merchantName: 'Blue Bottle' });
    const outcome = rulesOutcome([first, sameField, newField], row());
    expect(tested).toEqual(['category and name']);
    expect(outcome).toMatchObject({ merchantName: 'Blue Bottle' });
    expect(outcome.personalCategory?.detailed).toBe('FOOD_AND_DRINK_COFFEE');
  });
});

describe('clean merchant names', () => {
  it.each([
    ['SQ *BLUE BOTTLE COFFEE OAKLAND CA', null, 'Blue Bottle Coffee'],
    ['AMZN Mktp US*2K4L81AB3', null, 'Amazon'],
    ['NETFLIX.COM', null, 'Netflix'],
    ['POS DEBIT SAFEWAY #1234 SAN RAMON CA', null, 'Safeway'],
    ['TST* JOES DINER 1234', null, 'Joes Diner'],
    ['UNITED 0162', 'United Airlines', 'United Airlines'],
  ])('%s -> %s', (description, merchant, expected) => {
    expect(cleanMerchantName(description, merchant)).toBe(expected);
  });
});
