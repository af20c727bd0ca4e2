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

// C0 controls but tab and line feed, DEL, C1 controls, and the bidirectional overrides and isolates that
// make a payee read backwards (U+202E turns "gpj.exe" into "exe.jpg").
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole job
const UNWANTED_CONTROLS = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/**
 * Text as stored: line breaks normalised to "\n", tab and line feed kept, every other control character
 * dropped (ESC would reach terminals and spreadsheets raw through a CSV download). NUL is not handled
 * here: input holding it is refused outright (PostgreSQL text cannot store it).
 */
export function dropControlCharacters(text: string): string {
  return stripControlCharacters(text.replace(/\r\n?/g, '\n'));
}

/** Drops the control characters dropControlCharacters does, leaving tab, CR and LF as they are. */
export function stripControlCharacters(text: string): string {
  return text.replace(UNWANTED_CONTROLS, '');
}

/** A one-line field (a payee, a name): control characters dropped, tabs and line breaks become a space. */
export function singleLineText(text: string): string {
  return dropControlCharacters(text).replace(/[\t\n]+/g, ' ');
}
