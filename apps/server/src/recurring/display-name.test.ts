import { describe, expect, it } from 'vitest';
import { displayName } from './run-detectors.ts';

describe('displayName', () => {
  const merchants = new Map<string, string | null>([
    ['a', 'Verizon'],
    ['b', 'Verizon'],
    ['c', null],
    ['d', 'Wrong Merchant'],
  ]);

  it('takes the merchant name most of the charges carry', () => {
    expect(displayName('Vzwrlss Apocc', ['a', 'b', 'c', 'd'], merchants)).toBe('Verizon');
  });

  it("keeps the engine's name when no merchant name covers half the charges", () => {
    expect(displayName('Vzwrlss Apocc', ['a', 'c', 'd'], merchants)).toBe('Vzwrlss Apocc');
    expect(displayName('Netflix', ['c'], merchants)).toBe('Netflix');
  });
});
