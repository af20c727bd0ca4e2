import { describe, expect, it } from 'vitest';
import { descriptionWords, similarDescriptions } from './similar-description';

describe('similarDescriptions', () => {
  it.each([
    ['NETFLIX.COM 866-579-7172 CA', 'Netflix'],
    ['CHECKCARD 0412 STARBUCKS STORE 1234 SEATTLE WA', 'Starbucks'],
    ['COMCAST DES:CABLE ID:8773712 INDN:JANE DOE', 'Comcast Cable'],
    ['UBER *TRIP 8005928996 CA', 'UBER TRIP HELP.UBER.COM'],
  ])('"%s" and "%s" name the same payment', (a, b) => {
    expect(similarDescriptions(a, b)).toBe(true);
  });

  it.each([
    ['SHELL OIL 57444', 'STARBUCKS'],
    ['AMAZON MKTPL', 'WHOLE FOODS'],
    ['1234 5678', 'Netflix'],
    ['', ''],
  ])('"%s" and "%s" do not', (a, b) => {
    expect(similarDescriptions(a, b)).toBe(false);
  });

  it('drops numbers, ids and bank prefixes from the words', () => {
    expect([...descriptionWords('POS DEBIT 0412 TST* SHAKE SHACK #123')]).toEqual(['SHAKE', 'SHACK']);
  });
});
