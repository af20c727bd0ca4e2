import { MAX_AMOUNT_CHARS } from '../text-limits.ts';
import type { DecimalSeparator } from '../types.ts';

/** Which way the money went when the cell itself says it (a CR/DR marker), whatever the file's sign convention. */
export type MoneyDirection = 'in' | 'out';

export interface ParsedAmount {
  /** Integer cents with the sign the file wrote (before any sign convention is applied). */
  cents: number;
  direction: MoneyDirection | null;
}

const SIGNS = '-+\u2212\u2013';
const NUMBER = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?$/;
// 13 digits of dollars keep whole * 100 + cents far below Number.MAX_SAFE_INTEGER.
const MAX_WHOLE_DIGITS = 13;

/**
 * US amounts to integer cents by string arithmetic (never parseFloat * 100): "$1,234.56", "-15.49", "(15.49)",
 * "15.49-", "12.00 CR", "USD 12.00", "−15.49". 'blank' for an empty cell (or one holding only "-" or "$"),
 * 'invalid' for anything else (a cell over MAX_AMOUNT_CHARS too), European "1.234,56" included unless `decimal` is
 * 'comma', and for fractions of a cent that are not zeros.
 */
export function parseAmount(
  raw: string,
  decimal: DecimalSeparator = 'point',
): ParsedAmount | 'blank' | 'invalid' {
  // Longer than any amount: refused before a pattern reads it (the patterns below are linear, but a cap keeps
  // every file's cost bounded by its number of lines).
  if (raw.length > MAX_AMOUNT_CHARS) return 'invalid';
  let text = raw.replace(/[\s\u00a0\u2009\u202f]+/g, ' ').trim();
  if (text === '') return 'blank';

  let direction: MoneyDirection | null = null;
  const marker = /(CR|DR)\.?$/i.exec(text);
  if (marker) {
    direction = marker[1]!.toUpperCase() === 'CR' ? 'in' : 'out';
    text = text.slice(0, marker.index).trimEnd();
  }

  let negative = false;
  text = text.replace(/US\$|USD|\$|EUR|\u20ac/gi, '').trim();
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  // Signs may lead or trail ("15.49-" is a mainframe habit); U+2212 and the en dash are minus signs too.
  // Read by hand, not by a pattern: `^([-+]*)\s*(.*?)\s*([-+]*)$` backtracks quadratically on "1---...-1".
  let start = 0;
  let end = text.length;
  while (start < end && SIGNS.includes(text[start]!)) start += 1;
  while (end > start && SIGNS.includes(text[end - 1]!)) end -= 1;
  const allSigns = text.slice(0, start) + text.slice(end);
  if (/[-\u2212\u2013]/.test(allSigns)) negative = true;
  text = text.slice(start, end).trim();
  if (text === '') return direction === null ? 'blank' : 'invalid';
  // "1.234,56" and "1 234,56" (French thousands) read as "1,234.56": the marks swap, spaces between digits go.
  if (decimal === 'comma')
    text = text.replace(/(\d) (?=\d)/g, '$1').replace(/[.,]/g, (mark) => (mark === '.' ? ',' : '.'));

  const number = NUMBER.exec(text);
  if (!number || (number[1] === undefined && number[2] === undefined)) return 'invalid';
  const whole = (number[1] ?? '0').replace(/,/g, '');
  const fraction = number[2] ?? '';
  if (whole.length > MAX_WHOLE_DIGITS || /[1-9]/.test(fraction.slice(2))) return 'invalid';

  const magnitude = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return { cents: negative && magnitude !== 0 ? -magnitude : magnitude, direction };
}
