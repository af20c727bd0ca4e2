import { cleanMerchantName } from '../categories/categoriser/clean-merchant-name';

/**
 * The name a recurring item is shown by. The engine names a stream from the bank's text, which for some
 * services is one run-together word ("YOUTUBEPREMIUM" became "Youtubepremium"); such a name goes through the
 * clean-name normaliser every listed row uses, so it reads "YouTube Premium". A name with spaces
 * or its own capitals was already written for people and stays as it is.
 */
export function serviceDisplayName(name: string): string {
  const trimmed = name.trim();
  const runTogether = /^[A-Za-z][a-z0-9]{3,}$/.test(trimmed) || /^[A-Z0-9]{4,}$/.test(trimmed);
  return runTogether ? cleanMerchantName(trimmed, null) : name;
}
