/** Which way the money went when the cell itself says it (a CR/DR marker), whatever the file's sign convention. */
export type MoneyDirection = 'in' | 'out';

export interface ParsedAmount {
  /** Integer cents with the sign the file wrote (before any sign convention is applied). */
  cents: number;
  direction: MoneyDirection | null;
}

const NUMBER = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?$/;
// 13 digits of dollars keep whole * 100 + cents far below Number.MAX_SAFE_INTEGER.
const MAX_WHOLE_DIGITS = 13;

/**
 * US amounts to integer cents by string arithmetic (never parseFloat * 100): "$1,234.56", "-15.49", "(15.49)",
 * "15.49-", "12.00 CR", "USD 12.00", "−15.49". 'blank' for an empty cell (or one holding only "-" or "$"),
 * 'invalid' for anything else, European "1.234,56" included, and for fractions of a cent that are not zeros.
 */
export function parseAmount(raw: string): ParsedAmount | 'blank' | 'invalid' {
  let text = raw.replace(/[\s\u00a0\u2009\u202f]+/g, ' ').trim();
  if (text === '') return 'blank';

  let direction: MoneyDirection | null = null;
  const marker = /\s*(CR|DR)\.?$/i.exec(text);
  if (marker) {
    direction = marker[1]!.toUpperCase() === 'CR' ? 'in' : 'out';
    text = text.slice(0, marker.index);
  }

  let negative = false;
  text = text.replace(/US\$|USD|\$/gi, '').trim();
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  // Signs may lead or trail ("15.49-" is a mainframe habit); U+2212 and the en dash are minus signs too.
  const signs = /^([-+\u2212\u2013]*)\s*(.*?)\s*([-+\u2212\u2013]*)$/.exec(text)!;
  const allSigns = `${signs[1]}${signs[3]}`;
  if (/[-\u2212\u2013]/.test(allSigns)) negative = true;
  text = signs[2]!;
  if (text === '') return direction === null ? 'blank' : 'invalid';

  const number = NUMBER.exec(text);
  if (!number || (number[1] === undefined && number[2] === undefined)) return 'invalid';
  const whole = (number[1] ?? '0').replace(/,/g, '');
  const fraction = number[2] ?? '';
  if (whole.length > MAX_WHOLE_DIGITS || /[1-9]/.test(fraction.slice(2))) return 'invalid';

  const magnitude = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return { cents: negative && magnitude !== 0 ? -magnitude : magnitude, direction };
}
