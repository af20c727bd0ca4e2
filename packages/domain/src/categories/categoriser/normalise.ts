/**
 * Statement text -> the words that name the merchant. Bank descriptors wrap the merchant in noise that
 * changes from row to row (card-network prefixes, processor prefixes, store and reference numbers, dates,
 * card tails, city and state); everything keyed on a merchant must see through it. Pure string work with
 * bounded input and no backtracking patterns: this runs on every imported and synced row.
 */

/** Descriptions longer than this are cut: bank descriptors are far shorter, and it bounds the work. */
export const MAX_DESCRIPTION = 300;

export interface CleanDescription {
  /** Uppercased, bounded original, single-spaced: for the money-movement patterns. */
  text: string;
  /** The merchant's words (ACH: the company before DES:), noise removed. */
  tokens: string[];
  /** ACH entry description (the DES: or CO ENTRY DESCR: field), e.g. PAYROLL; '' when none. */
  achEntry: string;
  /** The payment processor prefix seen (SQ, TST, PAYPAL...), '' when none. */
  processor: string;
  /** Every word of the bounded text, for the money-movement phrases. */
  textWords: string[];
  /** The payee's words before wrappers and prefixes came off ("GOOGLE SERVICES"), for a last catalogue try. */
  payeeTokens: string[];
}

// Card-network and bank wrappers before the merchant, longest first; dates after them are removed below.
const LEADING_NOISE = [
  'RECURRING PAYMENT AUTHORIZED ON',
  'MONEY TRANSFER AUTHORIZED ON',
  'ATM WITHDRAWAL AUTHORIZED ON',
  'PAYMENT AUTHORIZED ON',
  'RECURRING CARD PURCHASE',
  'MOBILE PURCHASE',
  'ONLINE BILL PAY',
  'BILL PAYMENT',
  'BILL PAY',
  'WEB PMT',
  'ONLINE PMT',
  'PURCHASE AUTHORIZED ON',
  'PURCHASE INTL AUTHORIZED ON',
  'RECURRING DEBIT CARD PURCHASE',
  'DEBIT CARD PURCHASE',
  'DEBIT PURCHASE VISA',
  'DEBIT PURCHASE',
  'VISA DDA PUR',
  'POS PURCHASE NON PIN',
  'POS PURCHASE',
  'POS DEBIT',
  // Credit unions' short forms: "DBT PURCHASE - 004512 <merchant>", "POS W/D <merchant>", "ACH W/D <company>".
  'DBT PURCHASE',
  'POS W D',
  'ACH W D',
  'ACH DEP',
  'POS WITHDRAWAL',
  'DBT CRD',
  'DEBIT CARD',
  'CHECKCARD',
  'CHECK CARD',
  'CARD PURCHASE WITH PIN',
  'CARD PURCHASE',
  'PURCHASE RETURN',
  'PURCHASE',
  'PREAUTHORIZED DEBIT',
  'ACH DEBIT',
  'ACH CREDIT',
  'ACH WITHDRAWAL',
  'ACH DEPOSIT',
  // Credit unions print the direction first, then the rail ("Withdrawal POS #602911 UTAH DABC #35",
  // "Deposit ACH INTERMOUNTAIN HE TYPE: PAYROLL"): the merchant follows both.
  'WITHDRAWAL POS',
  'WITHDRAWAL ACH',
  'WITHDRAWAL DEBIT CARD',
  'DEPOSIT ACH',
  'ELECTRONIC WITHDRAWAL',
  'EXTERNAL WITHDRAWAL',
  'RETURN OF POSTED CHECK',
  'SALE',
  // Amex's Apple Pay marker, before the processor prefix ("AplPay SQ *GRAND LAKE FARMERS MKT").
  'APLPAY',
  'VISA',
  'MC',
].map((words) => words.split(' '));

// The wrappers by their first word, longest first: each row looks up only the few that can match.
const NOISE_BY_FIRST = new Map<string, string[][]>();
for (const prefix of LEADING_NOISE.sort((a, b) => b.length - a.length)) {
  const bucket = NOISE_BY_FIRST.get(prefix[0]!) ?? [];
  bucket.push(prefix);
  NOISE_BY_FIRST.set(prefix[0]!, bucket);
}

// Processor prefixes: the merchant follows them. Written as they look once punctuation became spaces.
const PROCESSORS: readonly (readonly [string, string])[] = [
  ['SQ', 'Square'],
  ['SQU', 'Square'],
  ['TST', 'Toast'],
  ['PAYPAL', 'PayPal'],
  ['PP', 'PayPal'],
  ['SP', 'Shopify'],
  ['PY', 'a payment processor'],
  ['IN', 'Intuit'],
  ['EB', 'Eventbrite'],
  ['CLR', 'Clover'],
  ['PAR', 'a payment processor'],
  ['FS', 'FastSpring'],
  ['BT', 'a payment processor'],
  ['CKO', 'Checkout.com'],
  ['LEVELUP', 'LevelUp'],
  ['GOOGLE', 'Google'],
  ['APL', 'Apple'],
  ['DD', 'DoorDash'],
  ['WPY', 'WePay'],
  ['STK', 'a payment processor'],
];
const PROCESSOR_NAMES = new Map(PROCESSORS);

const STATES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH ' +
    'OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
  ).split(' '),
);

// Words that are never the merchant's identity (store, number words, country, web suffixes).
const FILLER = new Set(['STORE', 'STORES', 'STR', 'NO', 'NUM', 'WWW', 'HTTPS', 'HTTP', 'THE']);
// Dropped from merchant keys only: the catalogue still reads them ("CARE.COM").
const KEY_FILLER = new Set(['US', 'USA', 'COM', 'NET', 'ORG', 'INC', 'LLC', 'CO', 'CORP', 'LTD']);
// Brands that start with a number ("7-ELEVEN", "76", "24 HOUR FITNESS", "99 RANCH"): not a store number.
const BRAND_NUMBERS = new Set(['7', '76', '24', '99', '1', '84', '9']);

// A few of the biggest cities: descriptors put the city after the name, so it would split one merchant's key.
const CITIES = new Set(
  (
    'NEW YORK|LOS ANGELES|CHICAGO|HOUSTON|PHOENIX|PHILADELPHIA|SAN ANTONIO|SAN DIEGO|DALLAS|SAN JOSE|AUSTIN|' +
    'JACKSONVILLE|FORT WORTH|COLUMBUS|CHARLOTTE|SAN FRANCISCO|INDIANAPOLIS|SEATTLE|DENVER|WASHINGTON|BOSTON|' +
    'NASHVILLE|DETROIT|PORTLAND|LAS VEGAS|MEMPHIS|LOUISVILLE|BALTIMORE|MILWAUKEE|ALBUQUERQUE|TUCSON|FRESNO|' +
    'SACRAMENTO|ATLANTA|MIAMI|OAKLAND|MINNEAPOLIS|TULSA|CLEVELAND|TAMPA|ORLANDO|PITTSBURGH|BROOKLYN|' +
    'ST LOUIS|SALT LAKE CITY|RALEIGH|ARLINGTON|BERKELEY|CAMBRIDGE|PASADENA|SANTA MONICA|IRVINE|PLANO|' +
    'SEATTLE|BELLEVUE|REDMOND|SCOTTSDALE|MESA|BOULDER|ANN ARBOR|PALO ALTO|MOUNTAIN VIEW|SUNNYVALE|HOBOKEN|' +
    'JERSEY CITY|NEWARK|STAMFORD|RICHMOND|MADISON|OMAHA|KANSAS CITY|CINCINNATI|BUFFALO|ROCHESTER|DURHAM|' +
    'CHARLESTON|SAVANNAH|HONOLULU|ANCHORAGE|BOISE|SPOKANE|TACOMA|EUGENE|RENO|EL PASO|LONG BEACH|ANAHEIM|' +
    'RIVERSIDE|SAN MATEO|DALY CITY|SANTA CLARA|WALNUT CREEK|FREMONT|HAYWARD|EVANSTON|NAPERVILLE|SCHAUMBURG'
  ).split('|'),
);

const isDigit = (c: number) => c >= 48 && c <= 57;

/** Numbers, #123, dates, ref codes (letters mixed with 3+ digits), card tails (XXXX1234, ...1234). */
function isNoise(token: string): boolean {
  let digits = 0;
  for (let i = 0; i < token.length; i++) if (isDigit(token.charCodeAt(i))) digits++;
  if (digits === 0) return /^X{3,}$/.test(token);
  if (digits === token.length) return true;
  // "7ELEVEN", "76", "24HR": keep short mixed words; drop long codes like 2K4L81AB3 or X1234.
  return digits >= 3 || token.length >= 8 || token.startsWith('X');
}

// "&" glued between two real words is a name's "and" (LUNDS&BYERLYS, BARNES&NOBLE); between initials it is
// part of one word (AT&T, PG&E, H&M) and stays.
const GLUED_AND = /([A-Z]{3})&([A-Z]{3})/g;

export function words(text: string): string[] {
  // Apostrophes join (JOE'S -> JOES), & stays a word, everything else separates.
  let spaced = text.replace(/['’`]/g, '').replace(/[^A-Z0-9&]+/g, ' ');
  if (spaced.includes('&')) spaced = spaced.replace(GLUED_AND, '$1 & $2');
  return spaced.split(' ').filter((w) => w !== '');
}

/** "SQ *", "TST*", "PAYPAL *": a processor word right before a "*" ("SP " and "PY " need none). */
function isProcessor(tokens: readonly string[], payee: string): boolean {
  const first = tokens[0]!;
  if (tokens.length < 2 || !PROCESSOR_NAMES.has(first)) return false;
  if (first === 'SP' || first === 'PY') return true;
  const at = payee.indexOf(first);
  const after = payee.slice(at + first.length, at + first.length + 2);
  return after.startsWith('*') || after === ' *';
}

export function startsWith(tokens: readonly string[], at: number, prefix: readonly string[]): boolean {
  if (at + prefix.length > tokens.length) return false;
  for (let i = 0; i < prefix.length; i++) if (tokens[at + i] !== prefix[i]) return false;
  return true;
}

/** The value of an ACH field such as "DES:" up to the next field label, or ''. */
function achField(text: string, label: string): string {
  const at = text.indexOf(label);
  if (at < 0) return '';
  const rest = text.slice(at + label.length);
  const end = rest.search(
    // "SEC:" is sometimes glued to the entry ("CO ENTRY DESCR:DIRECT DEPSEC:PPD").
    /(?: (?:ID|INDN|CO ID|ORIG ID|DESC DATE|CO ENTRY DESCR|TRACE|EED|IND ID|IND NAME|PPD|CCD|WEB|CO)|SEC)\s?:/,
  );
  return (end < 0 ? rest : rest.slice(0, end)).trim();
}

export function cleanDescription(description: string): CleanDescription {
  const text = description.slice(0, MAX_DESCRIPTION).toUpperCase().replace(/\s+/g, ' ').trim();
  let payee = text;
  let achEntry = '';
  // ACH layouts: Bank of America "PAYEE DES:ENTRY ID:... INDN:... CO ID:...", Chase/Wells
  // "ORIG CO NAME:PAYEE ... CO ENTRY DESCR:ENTRY SEC:PPD". The payee is the company, not the person.
  if (text.includes('ORIG CO NAME:')) {
    payee = achField(text, 'ORIG CO NAME:');
    achEntry = achField(text, 'CO ENTRY DESCR:');
  } else if (text.includes(' DES:')) {
    payee = text.slice(0, text.indexOf(' DES:'));
    achEntry = achField(text, ' DES:');
  } else if (
    text.includes(' TYPE:') &&
    (text.indexOf(' ID:') > text.indexOf(' TYPE:') || text.indexOf(' CO:') > text.indexOf(' TYPE:'))
  ) {
    // Credit unions' "<COMPANY> TYPE: <ENTRY> ID: <ID>" or "... TYPE: <ENTRY> CO: <COMPANY>": the entry says
    // what the payment was for.
    payee = text.slice(0, text.indexOf(' TYPE:'));
    achEntry = achField(text, ' TYPE:');
  }

  const textWords = words(text);
  const payeeTokens = payee === text ? textWords : words(payee);
  let tokens = payeeTokens;
  let processor = '';
  // Peel wrappers and processor prefixes in any order, with the date or card number that follows them.
  for (let guard = 0; guard < 6 && tokens.length > 0; guard++) {
    const wrapper = NOISE_BY_FIRST.get(tokens[0]!)?.find((prefix) => startsWith(tokens, 0, prefix));
    if (wrapper) {
      tokens = tokens.slice(wrapper.length);
    } else if (isProcessor(tokens, payee)) {
      processor ||= PROCESSOR_NAMES.get(tokens[0]!)!;
      tokens = tokens.slice(1);
    } else if (isNoise(tokens[0]!) && !(BRAND_NUMBERS.has(tokens[0]!) && tokens.length > 1)) {
      tokens = tokens.slice(1);
    } else break;
  }

  // The merchant's name ends at the first store/reference number after it ("SAFEWAY #1234 SAN RAMON CA").
  const out: string[] = [];
  for (const token of tokens) {
    if (isNoise(token) && !(out.length === 0 && BRAND_NUMBERS.has(token))) {
      if (out.length > 0) break;
      continue;
    }
    if (!FILLER.has(token)) out.push(token);
  }
  // Trailing state, then a known city before it.
  if (out.length > 1 && STATES.has(out[out.length - 1]!)) out.pop();
  for (const size of [3, 2, 1]) {
    if (out.length > size && CITIES.has(out.slice(-size).join(' '))) {
      out.length -= size;
      break;
    }
  }
  return { text, tokens: out, achEntry, processor, payeeTokens, textWords };
}

/** The first three identity words of a merchant, lowercased: "blue bottle coffee". */
export function keyFromTokens(tokens: readonly string[]): string {
  return tokens
    .filter((token) => !KEY_FILLER.has(token))
    .slice(0, 3)
    .join(' ')
    .toLowerCase();
}
