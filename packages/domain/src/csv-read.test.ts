import { describe, expect, it } from 'vitest';
import { csvLineCells, csvTextRows } from './csv-read';

describe('csvLineCells', () => {
  it('splits on the delimiter outside quotes and reads "" inside quotes as one quote', () => {
    expect(csvLineCells('a,"ACME, INC","say ""hi""",')).toEqual(['a', 'ACME, INC', 'say "hi"', '']);
    expect(csvLineCells('a;b;"c;d"', ';')).toEqual(['a', 'b', 'c;d']);
  });

  it('keeps spaces as written', () => {
    expect(csvLineCells(' a , b ')).toEqual([' a ', ' b ']);
  });

  it('reads a cut-off quote as the last cell, or refuses it when strict', () => {
    expect(csvLineCells('a,"unterminated, still')).toEqual(['a', 'unterminated, still']);
    expect(() => csvLineCells('a,"unterminated', ',', true)).toThrow(SyntaxError);
  });
});

describe('csvTextRows', () => {
  it('reads CRLF and LF lines, with line breaks inside quoted cells kept', () => {
    expect(csvTextRows('h1,h2\r\n"two\r\nlines",x\r\ny,"z"\n')).toEqual([
      ['h1', 'h2'],
      ['two\r\nlines', 'x'],
      ['y', 'z'],
    ]);
  });

  it('reads a last line without its line break, and nothing from an empty text', () => {
    expect(csvTextRows('a,b\r\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(csvTextRows('')).toEqual([]);
  });
});
