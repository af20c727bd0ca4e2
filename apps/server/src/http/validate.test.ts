import { describe, expect, it } from 'vitest';
import { findNulCharacter } from './validate.ts';

describe('findNulCharacter', () => {
  it('names the path of the first string or key holding U+0000', () => {
    expect(findNulCharacter({ a: 'fine', b: ['ok', 'x\u0000'] })).toBe('b.1');
    expect(findNulCharacter({ nested: { ['k\u0000ey']: 1 } })).toBe('nested.key');
    expect(findNulCharacter('\u0000')).toBe('_');
  });

  it('passes text without it, whatever else it holds', () => {
    expect(
      findNulCharacter({ a: '\\u0000 typed as text', b: 1, c: null, d: ['\u{1F600}', '\t'] }),
    ).toBeNull();
  });

  it('walks a very deep body in linear time without overflowing the stack', () => {
    const depth = 200_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`) as unknown;
    const started = performance.now();
    expect(findNulCharacter(deep)).toMatch(/^0(\.0)+$/);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
