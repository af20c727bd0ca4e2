import { describe, expect, it } from 'vitest';
import { shareText } from './share-text';

describe('shareText', () => {
  it('rounds to whole percent and keeps a sliver visible', () => {
    expect(shareText(2500, 10_000)).toBe('25%');
    expect(shareText(1, 10_000)).toBe('<1%');
    expect(shareText(99, 10_000)).toBe('<1%');
    expect(shareText(100, 10_000)).toBe('1%');
    expect(shareText(0, 10_000)).toBe('0%');
  });

  it('says 0% when there is nothing to share', () => {
    expect(shareText(500, 0)).toBe('0%');
    expect(shareText(500, -10)).toBe('0%');
  });
});
