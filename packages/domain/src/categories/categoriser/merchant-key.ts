import { matchCatalogue, type CatalogueMatch } from './catalogue';
import { cleanDescription, keyFromTokens, startsWith, words, type CleanDescription } from './normalise';
import { personPaymentIn, type PersonPayment } from './person-payments';

export interface MerchantEvidence {
  clean: CleanDescription;
  /** The provider's merchant name, cleaned the same way (null when none). */
  nameTokens: string[] | null;
  /** The chain the row names, from the merchant name first, then the description. */
  chain: CatalogueMatch | null;
  /** A payment to a person (Zelle, Venmo, a cheque...), whose key is the person (person-payments.ts). */
  person: PersonPayment | null;
  key: string;
}

export function merchantEvidence(description: string, merchantName: string | null): MerchantEvidence {
  const clean = cleanDescription(description);
  const nameTokens = merchantName ? cleanDescription(merchantName).tokens : null;
  const named = nameTokens && matchCatalogue(nameTokens);
  const described =
    matchCatalogue(clean.tokens) || (clean.processor ? matchCatalogue(clean.payeeTokens) : null);
  const chain = named && !narrows(clean, described, named) ? named : described;
  const person = personPaymentIn(clean.text, clean.textWords);
  // A chain named by one everyday word may be another business ("LUCKY NAIL SPA"): key it by its own words.
  // A payment to a person is keyed by the person, never the rail.
  const key = person
    ? person.key
    : chain && !chain.weak
      ? chain.key
      : keyFromTokens(clean.tokens.length > 0 ? clean.tokens : (nameTokens ?? []));
  return { clean, nameTokens, chain, person, key };
}

/**
 * The description names a product of the brand the merchant name gives, so the product is the
 * merchant: its match starts with the words that matched the merchant name and goes on ("Microsoft" and
 * "MICROSOFT*XBOX GAME PASS", "Uber" and "UBER *EATS"), or the text is that brand, a "*", then another
 * merchant the catalogue knows ("Google" and "GOOGLE *YOUTUBE PREMIUM").
 */
function narrows(
  clean: CleanDescription,
  described: CatalogueMatch | null,
  named: CatalogueMatch,
): described is CatalogueMatch {
  if (described === null || described.key === named.key) return false;
  if (described.words.length > named.words.length && startsWith(described.words, 0, named.words)) return true;
  const star = clean.text.indexOf('*');
  if (star < 0) return false;
  const brand = words(clean.text.slice(0, star));
  return (
    brand.length >= named.words.length && startsWith(brand, brand.length - named.words.length, named.words)
  );
}

/**
 * A merchant's identity for learning, stable across store numbers, reference numbers, dates, card tails,
 * processor prefixes and city/state suffixes: the chain's key when the catalogue knows it (so "WHOLEFDS
 * #123" and "Whole Foods Market" agree), otherwise the first words of the cleaned description. A payment
 * to a person is keyed by the person ("person:john smith", person-payments.ts).
 */
export function merchantKeyOf(description: string, merchantName: string | null): string {
  return merchantEvidence(description, merchantName).key;
}
