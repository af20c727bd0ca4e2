import { describe, expect, it } from 'vitest';
import { detectRecurring } from './index';
import { monthlyOn, rows } from './test-rows';

const TODAY = '2026-11-24';
const detect = (transactions: Parameters<typeof detectRecurring>[0]) =>
  detectRecurring(transactions, { today: TODAY, accounts: [{ id: 'checking', type: 'depository' }] });
// A utility's winter and summer bills: amounts that vary through the year.
const seasonal = (i: number) => [21_000, 18_500, 15_200, 11_000, 9_400, 13_800, 16_900][i % 7]!;

describe('detectRecurring: a biller whose text changed completely', () => {
  it('is one series when the new text takes over on the very next month, on the same day, at the same level', () => {
    const dates = monthlyOn('2024-09-17', 17, 26);
    const transactions = [
      ...rows(dates.slice(0, 7), (i) => `MIDAMERICAN ENERGY ACH PMT ${1000 + i}`, seasonal),
      ...rows(
        dates.slice(7),
        (i) => `PAYMENTUS*MAEC UTIL WEB ${5000 + i}`,
        (i) => seasonal(i + 7),
      ),
    ];
    const streams = detect(transactions);
    expect(streams).toHaveLength(1);
    expect(streams[0]?.transactionIds).toHaveLength(26);
  });

  it('stays two series when the new one starts on another day of the month', () => {
    const transactions = [
      ...rows(monthlyOn('2024-09-17', 17, 8), () => 'STREAMFLIX ENTERTAINMENT', 1_599),
      ...rows(monthlyOn('2025-05-03', 3, 12), () => 'WATCHBOX PREMIUM', 1_599),
    ];
    expect(detect(transactions)).toHaveLength(2);
  });

  it('stays two series when a month passes between them, or when both go on', () => {
    const gap = [
      ...rows(monthlyOn('2024-09-10', 10, 8), () => 'STREAMFLIX ENTERTAINMENT', 1_599),
      ...rows(monthlyOn('2025-06-10', 10, 12), () => 'WATCHBOX PREMIUM', 1_599),
    ];
    expect(detect(gap)).toHaveLength(2);
    const both = [
      ...rows(monthlyOn('2024-09-10', 10, 20), () => 'STREAMFLIX ENTERTAINMENT', 1_599),
      ...rows(monthlyOn('2025-05-10', 10, 12), () => 'WATCHBOX PREMIUM', 1_599),
    ];
    expect(detect(both)).toHaveLength(2);
  });
});
