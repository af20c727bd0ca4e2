import { describe, expect, it } from 'vitest';
import { possibleDuplicates } from './possible-duplicates.ts';

const stream = (id: string, accountId: string, name: string) => ({ id, accountId, name, merchant: name });

describe('possibleDuplicates', () => {
  it('pairs one service charged on two accounts, whatever the case and punctuation', () => {
    const found = possibleDuplicates([
      stream('a', 'card', 'Spotify'),
      stream('b', 'checking', 'SPOTIFY.'),
      stream('c', 'card', 'Netflix'),
    ]);
    expect(Object.fromEntries(found)).toEqual({ a: ['checking'], b: ['card'] });
  });

  it('says nothing of two charges of one service on the same account, or of different services', () => {
    expect(
      possibleDuplicates([
        stream('a', 'card', 'Spotify'),
        stream('b', 'card', 'Spotify'),
        stream('c', 'x', 'Hulu'),
      ]).size,
    ).toBe(0);
  });
});
