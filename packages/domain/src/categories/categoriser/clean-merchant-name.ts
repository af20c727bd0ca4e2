import type { CatalogueMatch } from './catalogue';
import { merchantEvidence } from './merchant-key';
import { startsWith, words } from './normalise';

/**
 * The merchant as people call it ("SQ *BLUE BOTTLE COFFEE OAKLAND CA" -> "Blue Bottle Coffee"),
 * from the categoriser's one normaliser (normalise.ts), so the name shown and the merchant key agree:
 * the catalogue's name for a chain it knows, else the provider's merchant name, else the description's
 * merchant words (processor prefixes, store numbers, city and state gone) title-cased; a payment to a person
 * is named by the person. A chain is named
 * only as far as the text names it: "MICROSOFT*STORE" matched Microsoft 365 by its first word
 * alone and reads "Microsoft", never a product the text does not say.
 */
export function cleanMerchantName(description: string, merchantName: string | null): string {
  const { clean, chain, nameTokens, person } = merchantEvidence(description, merchantName);
  // Paid by Zelle, Venmo or bill pay, the payee is the person ("Zelle payment to JOHN SMITH Conf# a1b2c3"
  // -> "John Smith"), as the learning key is; a cheque's words are its memo, not a name.
  if (person?.name && person.rail !== 'check') return words(person.name).map(titleWord).join(' ');
  if (chain && !chain.weak) return wholeBrand(chain, clean.textWords);
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

/**
 * The chain's name, cut to the words the text gave when those are only the name's first words and the text
 * nowhere spells the whole name ("MICROSOFT *MICROSOFT 365" does).
 */
function wholeBrand(chain: CatalogueMatch, textWords: readonly string[]): string {
  const nameWords = words(chain.name.toUpperCase());
  const spelled = chain.name.split(/\s+/);
  const firstWordsOnly = chain.words.length < nameWords.length && startsWith(nameWords, 0, chain.words);
  if (!firstWordsOnly || textWords.some((_, at) => startsWith(textWords, at, nameWords))) return chain.name;
  // The name's own spelling of those words ("YouTube"), when its words and the spaces agree.
  if (spelled.length === nameWords.length) return spelled.slice(0, chain.words.length).join(' ');
  return chain.words.map(titleWord).join(' ');
}
