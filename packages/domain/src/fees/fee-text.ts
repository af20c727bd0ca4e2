/**
 * Statement text as the fee rules read it: upper case, words separated by single spaces, punctuation gone,
 * so whole-word regexes see "NON-CHASE ATM FEE-WITH" as "NON CHASE ATM FEE WITH" and "COFFEE" stays one word.
 */
export function normalizeFeeText(text: string): string {
  return (
    text
      .toUpperCase()
      // Abbreviations with slashes or apostrophes would otherwise split into meaningless letters.
      .replace(/\bO\s*\/\s*D\b/g, 'OD')
      .replace(/\bN\s*\/\s*S\s*\/\s*F\b|\bN\.S\.F\b/g, 'NSF')
      .replace(/\bW\s*\/\s*D\b/g, 'WD')
      .replace(/['\u2019`]/g, '')
      .replace(/[^A-Z0-9&]+/g, ' ')
      .trim()
      .replace(/\s+/g, ' ')
  );
}

/** The words of a normalised text; an empty text has none. */
export function feeWords(normalized: string): string[] {
  return normalized === '' ? [] : normalized.split(' ');
}

/** Money that left the account: positive cents (the product's sign convention). */
export function isMoneyOut(amountCents: number): boolean {
  return amountCents > 0;
}
