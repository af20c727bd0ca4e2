import { describe, expect, it } from 'vitest';
import { BankIdDeduper, ImportIdGenerator } from './import-id.ts';

describe('ImportIdGenerator', () => {
  it('numbers identical transactions within a file and gives the same ids to the same file again', () => {
    const first = new ImportIdGenerator();
    const ids = [first.next('2025-03-15', 575, 'STARBUCKS'), first.next('2025-03-15', 575, 'STARBUCKS')];
    expect(ids[0]).toMatch(/^[0-9a-f]{24}#1$/);
    expect(ids[1]).toBe(ids[0]!.replace('#1', '#2'));

    const again = new ImportIdGenerator();
    expect([again.next('2025-03-15', 575, 'STARBUCKS'), again.next('2025-03-15', 575, 'STARBUCKS')]).toEqual(
      ids,
    );
  });

  it('tells transactions apart by date, amount and description, not by case or spacing', () => {
    const ids = new ImportIdGenerator();
    const base = ids.next('2025-03-15', 575, 'Starbucks  Store');
    expect(new ImportIdGenerator().next('2025-03-15', 575, ' STARBUCKS STORE')).toBe(base);
    expect(ids.next('2025-03-16', 575, 'Starbucks Store').split('#')[0]).not.toBe(base.split('#')[0]);
    expect(ids.next('2025-03-15', -575, 'Starbucks Store').split('#')[0]).not.toBe(base.split('#')[0]);
    expect(ids.next('2025-03-15', 575, 'Starbucks Reserve').split('#')[0]).not.toBe(base.split('#')[0]);
  });
});

describe('BankIdDeduper', () => {
  it('keeps bank ids as given and numbers only the repeats', () => {
    const ids = new BankIdDeduper();
    expect([ids.next('A1'), ids.next('B2'), ids.next('A1'), ids.next('A1')]).toEqual([
      'A1',
      'B2',
      'A1#2',
      'A1#3',
    ]);
  });
});
