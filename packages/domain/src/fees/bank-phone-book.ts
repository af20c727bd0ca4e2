/**
 * Customer-service numbers of the 30 largest US banks and card issuers: the general numbers each prints
 * on its website and on the back of its cards. Small on purpose; an institution not here gets no number
 * (the screen then says to call the number on the back of the card or the statement).
 */
export interface BankContact {
  name: string;
  /** As people dial it: "1-800-935-9935". */
  phone: string;
  /** Words any of which, found in an institution's name, mean this bank (upper case, whole words). */
  matches: readonly string[];
}

export const BANK_PHONE_BOOK: readonly BankContact[] = [
  { name: 'Chase', phone: '1-800-935-9935', matches: ['CHASE', 'JPMORGAN'] },
  { name: 'Bank of America', phone: '1-800-432-1000', matches: ['BANK OF AMERICA', 'BOFA'] },
  { name: 'Wells Fargo', phone: '1-800-869-3557', matches: ['WELLS FARGO'] },
  { name: 'Citi', phone: '1-888-248-4226', matches: ['CITI', 'CITIBANK'] },
  { name: 'U.S. Bank', phone: '1-800-872-2657', matches: ['US BANK', 'U S BANK', 'USBANK'] },
  { name: 'PNC', phone: '1-888-762-2265', matches: ['PNC'] },
  { name: 'Truist', phone: '1-844-487-8478', matches: ['TRUIST'] },
  { name: 'Capital One', phone: '1-800-227-4825', matches: ['CAPITAL ONE', 'CAPITALONE'] },
  { name: 'TD Bank', phone: '1-888-751-9000', matches: ['TD BANK', 'TD'] },
  {
    name: 'Goldman Sachs (Marcus, Apple Card)',
    phone: '1-877-255-5923',
    matches: ['GOLDMAN', 'MARCUS', 'APPLE CARD'],
  },
  { name: 'Citizens', phone: '1-800-922-9999', matches: ['CITIZENS'] },
  { name: 'Fifth Third', phone: '1-800-972-3030', matches: ['FIFTH THIRD', '53'] },
  { name: 'KeyBank', phone: '1-800-539-2968', matches: ['KEYBANK', 'KEY BANK'] },
  { name: 'Huntington', phone: '1-800-480-2265', matches: ['HUNTINGTON'] },
  { name: 'M&T Bank', phone: '1-800-724-2440', matches: ['M&T', 'M & T', 'M AND T'] },
  { name: 'Regions', phone: '1-800-734-4667', matches: ['REGIONS'] },
  { name: 'Ally', phone: '1-877-247-2559', matches: ['ALLY'] },
  { name: 'Discover', phone: '1-800-347-2683', matches: ['DISCOVER'] },
  { name: 'American Express', phone: '1-800-528-4800', matches: ['AMERICAN EXPRESS', 'AMEX'] },
  { name: 'Synchrony', phone: '1-866-226-5638', matches: ['SYNCHRONY'] },
  { name: 'Barclays', phone: '1-877-523-0478', matches: ['BARCLAYS', 'BARCLAYCARD'] },
  { name: 'Navy Federal Credit Union', phone: '1-888-842-6328', matches: ['NAVY FEDERAL'] },
  { name: 'USAA', phone: '1-800-531-8722', matches: ['USAA'] },
  { name: 'Santander', phone: '1-877-768-2265', matches: ['SANTANDER'] },
  { name: 'BMO', phone: '1-888-340-2265', matches: ['BMO', 'HARRIS'] },
  { name: 'Charles Schwab', phone: '1-800-435-4000', matches: ['SCHWAB'] },
  { name: 'First Citizens', phone: '1-888-323-4732', matches: ['FIRST CITIZENS'] },
  { name: 'HSBC', phone: '1-800-975-4722', matches: ['HSBC'] },
  { name: 'SoFi', phone: '1-855-456-7634', matches: ['SOFI'] },
  { name: 'PenFed Credit Union', phone: '1-800-247-5626', matches: ['PENFED', 'PENTAGON FEDERAL'] },
];

function normalizeName(name: string): string {
  return ` ${name
    .toUpperCase()
    .replace(/[.,'’]/g, '')
    .replace(/[^A-Z0-9&]+/g, ' ')
    .trim()} `;
}

/**
 * The catalogue entry for an institution's name ("JPMorgan Chase Bank, N.A." -> Chase), or null. The
 * longest matching word wins, so "First Citizens Bank" is First Citizens and not Citizens.
 */
export function findBankContact(institutionName: string | null | undefined): BankContact | null {
  if (!institutionName) return null;
  const name = normalizeName(institutionName);
  let best: { contact: BankContact; length: number } | null = null;
  for (const contact of BANK_PHONE_BOOK) {
    for (const word of contact.matches) {
      if (!name.includes(` ${word} `)) continue;
      if (!best || word.length > best.length) best = { contact, length: word.length };
    }
  }
  return best?.contact ?? null;
}
