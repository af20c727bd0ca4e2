import { describe, expect, it } from 'vitest';
import { decodeText } from './decode.ts';

describe('decodeText', () => {
  it('reads UTF-8 and drops its byte-order mark', () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Date,Caf\u00e9')]);
    expect(decodeText(bom)).toEqual({ text: 'Date,Caf\u00e9', encoding: 'utf-8' });
    expect(decodeText(new TextEncoder().encode('Trader Joe\u2019s'))).toEqual({
      text: 'Trader Joe\u2019s',
      encoding: 'utf-8',
    });
  });

  it('reads invalid UTF-8 as Windows-1252, curly quotes and dashes included (not as Latin-1)', () => {
    const bytes = new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0x92, 0x96, 0x80, 0x93, 0x94, 0x81]);
    expect(decodeText(bytes)).toEqual({
      text: 'Caf\u00e9 \u2019\u2013\u20ac\u201c\u201d\u0081',
      encoding: 'windows-1252',
    });
  });

  it('turns CRLF and CR-only line endings into \\n', () => {
    expect(decodeText(new TextEncoder().encode('a\r\nb\rc\n\r\nd')).text).toBe('a\nb\nc\n\nd');
  });

  it('reads UTF-16 with a byte-order mark (Excel "Unicode text")', () => {
    const le = new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0xe9, 0x00, 0x0d, 0x00, 0x0a, 0x00]);
    expect(decodeText(le)).toEqual({ text: 'A\u00e9\n', encoding: 'utf-16le' });
    const be = new Uint8Array([0xfe, 0xff, 0x00, 0x41, 0x20, 0x19]);
    expect(decodeText(be)).toEqual({ text: 'A\u2019', encoding: 'utf-16be' });
  });
});
