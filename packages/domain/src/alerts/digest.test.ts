import { describe, expect, it } from 'vitest';
import { weeklyDigestText } from './digest';

describe('weeklyDigestText', () => {
  it('sums fees and the yearly cost of price rises', () => {
    expect(
      weeklyDigestText([
        { kind: 'fee', amountCents: 3500 },
        { kind: 'fee', amountCents: 200 },
        { kind: 'price_rise', amountCents: 3600 },
        { kind: 'renewal', amountCents: 9900 },
        { kind: 'renewal', amountCents: 1200 },
        { kind: 'renewal', amountCents: 4500 },
      ]),
    ).toBe('This week: 2 fees ($37), 1 price rise (+$36/yr), 3 renewals coming');
  });

  it('uses the singular for one, and lists the other kinds', () => {
    expect(
      weeklyDigestText([
        { kind: 'fee', amountCents: 1250 },
        { kind: 'login_required', amountCents: null },
        { kind: 'large_transaction', amountCents: 90_000 },
      ]),
    ).toBe('This week: 1 fee ($13), 1 large transaction, 1 bank connection needs attention');
  });

  it('is null for a quiet week', () => {
    expect(weeklyDigestText([])).toBeNull();
  });
});
