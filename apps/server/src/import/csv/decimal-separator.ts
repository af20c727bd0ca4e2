import { MAX_AMOUNT_CHARS } from '../text-limits.ts';
import type { DecimalSeparator } from '../types.ts';

/**
 * The decimal mark the amounts use, by vote of the cells: "-98,76" and "1.234,56" say comma, "15.49" and
 * "1,234.56" say point; "1,000" or "1.000" (three digits after the only mark) say nothing. null when no cell
 * says anything. Cells longer than any amount are not read (they are rejected as amounts anyway).
 */
export function detectDecimalSeparator(cells: string[]): DecimalSeparator | null {
  let comma = 0;
  let point = 0;
  for (const cell of cells) {
    if (cell.length > MAX_AMOUNT_CHARS) continue;
    const marks = cell.replace(/[^\d.,]/g, '');
    const lastComma = marks.lastIndexOf(',');
    const lastPoint = marks.lastIndexOf('.');
    if (lastComma >= 0 && lastPoint >= 0) {
      if (lastComma > lastPoint) comma += 1;
      else point += 1;
      continue;
    }
    const last = Math.max(lastComma, lastPoint);
    if (last < 0) continue;
    const digitsAfter = marks.length - last - 1;
    const repeated = marks.indexOf(marks[last]!) !== last;
    // "1.234.567" repeats its thousands mark: the other one is the decimal mark.
    if (repeated) {
      if (lastComma >= 0) point += 1;
      else comma += 1;
    } else if (digitsAfter >= 1 && digitsAfter <= 2) {
      if (lastComma >= 0) comma += 1;
      else point += 1;
    }
  }
  if (comma === 0 && point === 0) return null;
  return comma > point ? 'comma' : 'point';
}
