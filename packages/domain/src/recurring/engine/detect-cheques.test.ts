import { describe, expect, it } from 'vitest';
import { addDays } from '../../dates';
import { detectRecurring } from './index';
import { monthlyOn, rows } from './test-rows';

const TODAY = '2026-11-24';
const detect = (transactions: Parameters<typeof detectRecurring>[0]) =>
  detectRecurring(transactions, { today: TODAY, accounts: [{ id: 'checking', type: 'depository' }] });

describe('detectRecurring: cheques printed as their number alone', () => {
  // Lessons paid on the 5th, cashed up to five days later; other cheques now and then, other amounts.
  const lessons = monthlyOn('2024-09-05', 5, 26).map((d, i) => addDays(d, (i * 3) % 6));
  const others = monthlyOn('2024-09-12', 12, 26).filter((_, i) => i % 3 === 0);

  it.each([
    ['the number', (n: number) => `${n}`],
    ['a hash and the number', (n: number) => `#${String(n).padStart(6, '0')}`],
  ])('%s: the lessons are one monthly bill of cheques, the other cheques no series', (_, text) => {
    const streams = detect([
      ...rows(lessons, (i) => text(1000 + 2 * i), 15_000),
      ...rows(
        others,
        (i) => text(1001 + 6 * i),
        (i) => [7_000, 12_500, 4_000][i % 3]!,
      ),
    ]);
    expect(streams.map((s) => [s.cadence, s.kind, s.transactionIds.length, s.typicalAmountCents])).toEqual([
      ['monthly', 'bill', 26, 15_000],
    ]);
  });
});

describe('detectRecurring: two payees paid the same amount by cheque', () => {
  it('are two monthly series, told apart by the day each is written', () => {
    const tutor = monthlyOn('2024-09-05', 5, 26).map((d, i) => addDays(d, i % 4));
    const cleaner = monthlyOn('2024-09-20', 20, 26).map((d, i) => addDays(d, (i * 3) % 5));
    const numbers = [
      ...tutor.map((d) => [d, 'tutor'] as const),
      ...cleaner.map((d) => [d, 'cleaner'] as const),
    ]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([d, who], i) => ({ d, who, no: 2001 + i }));
    const streams = detect(numbers.map(({ d, no }) => rows([d], () => `CHECK ${no}`, 15_000)[0]!));
    expect(streams.map((s) => [s.cadence, s.transactionIds.length]).sort()).toEqual([
      ['monthly', 26],
      ['monthly', 26],
    ]);
  });
});
