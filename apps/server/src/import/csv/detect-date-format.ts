import { quote } from '../text-limits.ts';
import type { DateFormat } from '../types.ts';
import { DATE_FORMATS, parseDate } from './date-formats.ts';

export interface DateFormatChoice {
  /** null when no date of the file fits any format (every row is then rejected). */
  format: DateFormat | null;
  /** Several formats read every date equally well (03/04/2025 only): the user should confirm. */
  ambiguous: boolean;
  candidates: DateFormat[];
}

/**
 * Counts, over the whole file, how many date cells each format reads. One 03/15/2025 settles month-first; a
 * file of only 03/04/2025-like dates stays ambiguous and defaults to MM/DD/YYYY, as US banks write.
 */
export class DateFormatTally {
  /** Distinct date cells and how often each occurs: a year of transactions has at most 366 of them. */
  private readonly values = new Map<string, number>();

  add(value: string): void {
    if (value.trim() === '') return;
    this.values.set(value, (this.values.get(value) ?? 0) + 1);
  }

  /**
   * A format the user chose wins and is never ambiguous; the candidates still say what the dates fit.
   * `dayFirst`: the file writes decimal commas, as Europe does, and Europe writes the day first (10.12.2024).
   */
  resolve(requested?: DateFormat, dayFirst = false): DateFormatChoice {
    const counts = new Map<DateFormat, number>();
    for (const [value, occurrences] of this.values) {
      for (const format of DATE_FORMATS) {
        if (parseDate(value, format) !== null) counts.set(format, (counts.get(format) ?? 0) + occurrences);
      }
    }
    const best = Math.max(0, ...counts.values());
    const candidates = best === 0 ? [] : DATE_FORMATS.filter((format) => counts.get(format) === best);
    if (requested) return { format: requested, ambiguous: false, candidates };
    const first = dayFirst && candidates.includes('DD/MM/YYYY') ? 'DD/MM/YYYY' : candidates[0];
    return { format: first ?? null, ambiguous: candidates.length > 1, candidates };
  }
}

/** The line's reason when its date cell does not read in the file's format. */
export function dateReason(value: string, format: DateFormat | null): string {
  if (value.trim() === '') return 'the date is missing';
  return format === null
    ? `${quote(value.trim())} is not a date`
    : `${quote(value.trim())} is not a date in ${format} format`;
}
