import { describe, expect, it } from 'vitest';
import { averageDailyBalance, cycleInterest } from './card-cycle.ts';

describe("the card's interest on its average daily balance", () => {
  it('averages each end-of-day balance of the cycle and charges APR / 365 a day on it', () => {
    // The cycle Oct 26 .. Nov 25 (31 days) opens at the Oct 25 statement, $1,000.00. A $300.00 payment posts on
    // Nov 17 (9 days of the cycle left: the 17th through the 25th), a $62.00 purchase on Nov 20 (6 days left).
    // Daily balances: 22 days at $1,000, 3 at $700, 6 at $762: 22,000 + 2,100 + 4,572 = $28,672 over 31 days,
    // an average of $924.903... Interest: 924.903 x 0.2199 x 31 / 365 = 28,672 x 0.2199 / 365 = $17.27 (17.274).
    const changes = [
      { date: '2026-11-17', amount: -300 },
      { date: '2026-11-20', amount: 62 },
      // Outside the cycle: counted in neither.
      { date: '2026-10-25', amount: 5_000 },
      { date: '2026-11-26', amount: 5_000 },
    ];
    const average = averageDailyBalance('2026-10-25', '2026-11-25', 1_000, changes);
    expect(average).toBeCloseTo(28_672 / 31, 9);
    expect(cycleInterest(average, 31)).toBe(17.27);
    // A flat balance is its own average; a 30-day cycle charges 30 days of it: 500 x 0.2199 x 30 / 365 = $9.04.
    expect(cycleInterest(averageDailyBalance('2026-11-25', '2026-12-25', 500, []), 30)).toBe(9.04);
  });
});
