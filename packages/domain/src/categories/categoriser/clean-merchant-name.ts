import { merchantEvidence } from './merchant-key';

/**
 * The merchant as people call it (issue 23: "SQ *BLUE BOTTLE COFFEE OAKLAND CA" -> "Blue Bottle Coffee"),
 * from the categoriser's one normaliser (normalise.ts), so the name shown and the merchant key agree:
 * the catalogue's name for a chain it knows, else the provider's merchant name, else the description's
 * merchant words (processor prefixes, store numbers, city and state gone) title-cased.
 */
export function cleanMerchantName(description: string, merchantName: string | null): string {
  const { clean, chain, nameTokens } = merchantEvidence(description, merchantName);
  if (chain && !chain.weak) return chain.name;
  const provided = merchantName?.trim() ?? '';
  // A provider name already written for people ("Blue Bottle Coffee") is kept as it is.
  if (provided !== '' && /[a-z]/.test(provided)) return provided;
  const tokens = clean.tokens.length > 0 ? clean.tokens : (nameTokens ?? []);
  if (tokens.length === 0) return provided || description.trim();
  return tokens.map(titleWord).join(' ');
}

function titleWord(word: string): string {
  return word.charAt(0) + word.slice(1).toLowerCase();
}
