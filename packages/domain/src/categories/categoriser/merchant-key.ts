import { matchCatalogue, type CatalogueMatch } from './catalogue';
import { cleanDescription, keyFromTokens, type CleanDescription } from './normalise';

export interface MerchantEvidence {
  clean: CleanDescription;
  /** The provider's merchant name, cleaned the same way (null when none). */
  nameTokens: string[] | null;
  /** The chain the row names, from the merchant name first, then the description. */
  chain: CatalogueMatch | null;
  key: string;
}

export function merchantEvidence(description: string, merchantName: string | null): MerchantEvidence {
  const clean = cleanDescription(description);
  const nameTokens = merchantName ? cleanDescription(merchantName).tokens : null;
  const chain =
    (nameTokens && matchCatalogue(nameTokens)) ||
    matchCatalogue(clean.tokens) ||
    (clean.processor ? matchCatalogue(clean.payeeTokens) : null);
  // A chain named by one everyday word may be another business ("LUCKY NAIL SPA"): key it by its own words.
  const key =
    chain && !chain.weak
      ? chain.key
      : keyFromTokens(clean.tokens.length > 0 ? clean.tokens : (nameTokens ?? []));
  return { clean, nameTokens, chain, key };
}

/**
 * A merchant's identity for learning, stable across store numbers, reference numbers, dates, card tails,
 * processor prefixes and city/state suffixes: the chain's key when the catalogue knows it (so "WHOLEFDS
 * #123" and "Whole Foods Market" agree), otherwise the first words of the cleaned description.
 */
export function merchantKeyOf(description: string, merchantName: string | null): string {
  return merchantEvidence(description, merchantName).key;
}
