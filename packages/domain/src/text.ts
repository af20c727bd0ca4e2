/** Description and payee are cut at 30 characters in tables (docs/product.md sections 2 and 9). */
export const TABLE_TEXT_MAX_LENGTH = 30;

export const ELLIPSIS = '…';

/**
 * Keeps the first `max` characters and adds "…" when the text is longer. Counts code points so an
 * emoji or other astral character is never split into a broken half.
 */
export function truncate(text: string, max: number = TABLE_TEXT_MAX_LENGTH): string {
  if (!Number.isSafeInteger(max) || max < 0) throw new RangeError(`Invalid truncation length: ${max}`);
  const characters = [...text];
  return characters.length <= max ? text : `${characters.slice(0, max).join('')}${ELLIPSIS}`;
}

/** C0 control characters and DEL: no place in a name or a reason (PostgreSQL cannot even store NUL). */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (isControlCode(text.charCodeAt(i))) return true;
  return false;
}

export function isControlCode(code: number): boolean {
  return code < 0x20 || code === 0x7f;
}
