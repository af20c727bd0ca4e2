import { isIsoDate } from '@tourniquet/domain';

/**
 * A keyset position: the last row of a page, (date, id) in the list's order; report lists (one line per
 * split part) add the part's order key (partKeySql).
 */
export interface TransactionCursor {
  date: string;
  id: string;
  part?: number;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Opaque to clients; base64url keeps it safe in a query string without further escaping.
export function encodeCursor(cursor: TransactionCursor): string {
  const key = cursor.part === undefined ? [cursor.date, cursor.id] : [cursor.date, cursor.id, cursor.part];
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** Null for anything that is not a cursor this server wrote. */
export function decodeCursor(value: string): TransactionCursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || (parsed.length !== 2 && parsed.length !== 3)) return null;
    const [date, id, part] = parsed as unknown[];
    // A real calendar date, not just its shape: '2026-02-30' would reach PostgreSQL's ::date cast and fail.
    if (!isIsoDate(date)) return null;
    if (typeof id !== 'string' || !UUID_PATTERN.test(id)) return null;
    if (part === undefined) return { date, id };
    if (typeof part !== 'number' || !Number.isSafeInteger(part) || part > 1 || part < -100) return null;
    return { date, id, part };
  } catch {
    return null;
  }
}
