import { describe, expect, it } from 'vitest';
import { feeWords, normalizeFeeText } from './fee-text';
import { isNeutralWord } from './fee-vocabulary';

describe('normalizeFeeText', () => {
  it.each([
    ['Non-Chase ATM Fee-With', 'NON CHASE ATM FEE WITH'],
    ['O/D FEE', 'OD FEE'],
    ["INT'L TXN FEE", 'INTL TXN FEE'],
    ['  CHECKCARD 0412   SP * SPOTIFY ', 'CHECKCARD 0412 SP SPOTIFY'],
    ['', ''],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeFeeText(input)).toBe(expected);
  });

  it('keeps words whole so COFFEE never contains FEE', () => {
    expect(feeWords(normalizeFeeText('Starbucks Coffee'))).toEqual(['STARBUCKS', 'COFFEE']);
    expect(feeWords('')).toEqual([]);
  });
});

describe('isNeutralWord', () => {
  it('accepts bank, account and noise words and refuses merchant names', () => {
    for (const word of ['CHASE', 'CHECKING', 'MONTHLY', 'FEE', '0412', 'XXXX1234', 'EVERYDAY']) {
      expect(isNeutralWord(word), word).toBe(true);
    }
    for (const word of ['DOORDASH', 'HOA', 'DMV', 'TICKETMASTER', 'CONVENIENCE', 'GYM']) {
      expect(isNeutralWord(word), word).toBe(false);
    }
  });
});
