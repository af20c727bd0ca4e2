import { describe, expect, it } from 'vitest';
import { learnCategories, type LearnedExample } from './learned';
import { pfc } from './pfc';

const example = (by: 'user' | 'provider', date: string, detailed: string): LearnedExample => ({
  merchantKey: 'costco',
  category: pfc(detailed),
  date,
  by,
});

describe('learnCategories', () => {
  it.each([
    [
      'the user beats a later provider example',
      [
        example('user', '2026-03-03', 'FOOD_AND_DRINK_GROCERIES'),
        example('provider', '2026-04-01', 'GENERAL_MERCHANDISE_SUPERSTORES'),
      ],
      'FOOD_AND_DRINK_GROCERIES',
    ],
    [
      'the latest user example wins',
      [
        example('user', '2026-04-01', 'FOOD_AND_DRINK_GROCERIES'),
        example('user', '2026-03-03', 'GENERAL_MERCHANDISE_SUPERSTORES'),
      ],
      'FOOD_AND_DRINK_GROCERIES',
    ],
    [
      'the latest provider example wins',
      [
        example('provider', '2026-01-01', 'GENERAL_MERCHANDISE_SUPERSTORES'),
        example('provider', '2026-02-01', 'FOOD_AND_DRINK_GROCERIES'),
      ],
      'FOOD_AND_DRINK_GROCERIES',
    ],
    [
      'on the same date the later example wins',
      [
        example('user', '2026-03-03', 'GENERAL_MERCHANDISE_SUPERSTORES'),
        example('user', '2026-03-03', 'FOOD_AND_DRINK_GROCERIES'),
      ],
      'FOOD_AND_DRINK_GROCERIES',
    ],
  ])('%s', (_name, examples, detailed) => {
    expect(learnCategories(examples).lookup('costco')?.category.detailed).toBe(detailed);
  });

  it('knows nothing about other merchants or empty keys', () => {
    const learned = learnCategories([
      example('user', '2026-03-03', 'FOOD_AND_DRINK_GROCERIES'),
      { ...example('user', '2026-03-03', 'TRAVEL_FLIGHTS'), merchantKey: '' },
    ]);
    expect(learned.lookup('safeway')).toBeUndefined();
    expect(learned.lookup('')).toBeUndefined();
  });
});
