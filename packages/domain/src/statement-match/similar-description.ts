// Statement noise that differs between a bank's file and its data feed for the same payment.
const NOISE = new Set([
  'POS',
  'DEBIT',
  'CREDIT',
  'PURCHASE',
  'CHECKCARD',
  'CARD',
  'ACH',
  'WEB',
  'PPD',
  'ONLINE',
  'RECURRING',
  'PAYMENT',
  'THE',
  'INC',
  'LLC',
  'CO',
  'COM',
  'WWW',
  'DES',
  'ID',
  'INDN',
  'TST',
  'SQ',
  'SP',
  'PAYPAL',
]);

/** Upper-case words of a statement text, without numbers, ids and the usual bank prefixes. */
export function descriptionWords(text: string): Set<string> {
  const words = text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w.length >= 2 && !/\d/.test(w) && !NOISE.has(w));
  return new Set(words);
}

/**
 * Whether two texts name the same payment: the smaller word set lies mostly (at least half, and at
 * least one word) inside the larger. "NETFLIX.COM 866-579-7172 CA" and "Netflix" agree; "SHELL OIL" and
 * "STARBUCKS" do not. Used to spot a file row that a bank feed already delivered.
 */
export function similarDescriptions(a: string, b: string): boolean {
  const left = descriptionWords(a);
  const right = descriptionWords(b);
  const [small, large] = left.size <= right.size ? [left, right] : [right, left];
  if (small.size === 0) return false;
  let shared = 0;
  for (const word of small) if (large.has(word)) shared += 1;
  return shared >= 1 && shared * 2 >= small.size;
}
