import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dropControlCharacters, ELLIPSIS, singleLineText, TABLE_TEXT_MAX_LENGTH, truncate } from './text';

describe('truncate', () => {
  it('defaults to 30 characters and the … character', () => {
    expect(TABLE_TEXT_MAX_LENGTH).toBe(30);
    expect(ELLIPSIS).toBe('\u2026');
  });

  it.each([
    ['', ''],
    ['Netflix', 'Netflix'],
    ['x'.repeat(30), 'x'.repeat(30)],
    ['x'.repeat(31), `${'x'.repeat(30)}…`],
    ['AMAZON MKTPLACE PMTS AMZN.COM/BILL WA', 'AMAZON MKTPLACE PMTS AMZN.COM/…'],
  ])('%j -> %j', (input, output) => expect(truncate(input)).toBe(output));

  it('never splits an emoji', () => {
    const text = `${'a'.repeat(29)}😀😀`;
    expect(truncate(text)).toBe(`${'a'.repeat(29)}😀…`);
    expect(truncate('😀'.repeat(30))).toBe('😀'.repeat(30));
  });

  it('takes a custom length', () => {
    expect(truncate('abcdef', 3)).toBe('abc…');
    expect(truncate('abc', 0)).toBe('…');
    expect(() => truncate('abc', -1)).toThrow(RangeError);
    expect(() => truncate('abc', 1.5)).toThrow(RangeError);
  });

  it('keeps a prefix of at most max characters and only adds … when it cut', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite' }), fc.nat({ max: 40 }), (text, max) => {
        const result = truncate(text, max);
        if ([...text].length <= max) {
          expect(result).toBe(text);
        } else {
          const kept = result.slice(0, -1);
          expect(result.endsWith(ELLIPSIS)).toBe(true);
          expect(text.startsWith(kept)).toBe(true);
          expect([...kept].length).toBe(max);
        }
      }),
    );
  });
});

describe('dropControlCharacters and singleLineText', () => {
  it('drops ESC, BEL, DEL, C1 and bidi overrides, keeps tab and line feed, normalises CR LF', () => {
    expect(dropControlCharacters('a\u001b[31mb\u0007c\u007fd\u0085e\u202ef\u2066g')).toBe('a[31mbcdefg');
    expect(dropControlCharacters('one\r\ntwo\rthree\tfour\n')).toBe('one\ntwo\nthree\tfour\n');
    expect(dropControlCharacters('Café 東京 🙂')).toBe('Café 東京 🙂');
  });

  it('makes a one-line field of anything', () => {
    expect(singleLineText('STARBUCKS\r\n#123\t\tSEATTLE\u001b')).toBe('STARBUCKS #123 SEATTLE');
  });
});
