import { fileMapping } from './file-categories';
import { matchKeywords } from './keywords';
import { legacyMapping } from './legacy-categories';
import { NOTHING_LEARNED, type LearnedCategories, type LearnedExample } from './learned';
import { merchantEvidence, type MerchantEvidence } from './merchant-key';
import { cardPayment, has, isRefundText, patternMove, phrases, transferMove } from './money-moves';
import { words } from './normalise';
import { paymentPurpose, personLabel, personMove } from './payment-purpose';
import { learningKey } from './person-payments';
import { isSpendingPrimary, pfc, pfcDetailedLabel, toPfcV1, type PersonalCategory } from './pfc';
import { mappedCategory, type WordMapping } from './source-tables';

export type CategorySource = 'provider' | 'file' | 'rule' | 'user' | 'learned' | 'catalogue';

export interface CategoriseRow {
  /** The statement text as stored. */
  description: string;
  /** The provider's merchant name when known. */
  merchantName: string | null;
  /** Plaid sign: positive = money out, negative = money in. */
  amountCents: number;
  /** Provider account type: depository | credit | loan | investment | other. */
  accountType: string;
  /** The provider's personal_finance_category (v1 or v2 names). */
  providerPfc: PersonalCategory | null;
  /** The provider's legacy category list. */
  providerLegacy: readonly string[] | null;
  /** An imported file's own category cell, as written. */
  fileCategory: string | null;
}

export interface Categorised {
  category: PersonalCategory | null;
  source: CategorySource | null;
  reason: string;
  /** True when nothing named the merchant's kind and the category is the likeliest default (shown as such). */
  guess?: boolean;
}

// Point-of-sale prefixes whose sellers are mostly cafes, restaurants and food trucks.
const FOOD_TILLS = new Set(['Square', 'Clover', 'a payment processor', 'LevelUp']);

const MOVED_PRIMARIES = new Set(['TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS']);
// Keyword kinds that name what was bought, and so beat the seller's usual category.
const DECISIVE = new Set(['TRANSPORTATION_PARKING', 'TRANSPORTATION_TOLLS']);
const DECISIVE_WORDS = new Set(['PARKING', 'METER', 'TOLL', 'TOLLS', 'TOLLWAY', 'TURNPIKE', 'PARK']);
// Grocers, superstores and clubs run their own fuel stations ("H-E-B GAS", "KROGER FUEL", "COSTCO GAS"):
// the word after the chain's name says the row is fuel, not the shop.
const FUEL_WORDS = new Set(['GAS', 'FUEL', 'GASOLINE', 'FUELCENTER', 'FUELCTR']);
const FUEL_SELLERS = new Set(['FOOD_AND_DRINK', 'GENERAL_MERCHANDISE']);
// An ACH draft, not a card: a company billing the account ("ACH DEBIT INTERMOUNTAIN GAS", "... DES:", "PPD").
const ACH_DEBIT = phrases(
  'ACH;ACH DEBIT;ACH WITHDRAWAL;EXTERNAL WITHDRAWAL;ELECTRONIC WITHDRAWAL;PPD;CCD;DES;TYPE;AUTOPAY;AUTO PAY;BILL PAY;UTIL PYMT',
);
const UTILITY_GAS = new Set(['GAS', 'GASPAYMENT', 'GASPAY', 'GASCO']);

const result = (category: PersonalCategory, source: CategorySource, why: string): Categorised => ({
  category,
  source,
  reason: `${pfcDetailedLabel(category.detailed)}: ${why}`,
});

const title = (tokens: readonly string[]) =>
  tokens.map((word) => word.charAt(0) + word.slice(1).toLowerCase()).join(' ');

function learnedResult(example: LearnedExample, name: string): Categorised {
  const label = pfcDetailedLabel(example.category.detailed);
  const who = example.by === 'user' ? 'you' : 'your bank';
  return result(example.category, 'learned', `${who} filed ${name} as ${label} on ${example.date}`);
}

/**
 * "STORE" is dropped from a merchant's identity ("TATTERED COVER BOOK STORE" is "TATTERED COVER BOOK"), but in a
 * phrase it names the kind ("BOOK STORE", "ABC STORE"): read in the payee's words, only such a phrase counts.
 */
function storeKind(payee: readonly string[]) {
  const found = matchKeywords(payee);
  const phrase = found?.keyword.split(' ');
  return phrase && phrase.length > 1 && phrase.includes('STORE') ? found : null;
}

/** What the row's own text says: the chain it names, else a keyword rule, else a fee/income/loan pattern. */
function textEvidence(row: CategoriseRow, evidence: MerchantEvidence, flat: string) {
  const pattern = patternMove(flat, row.amountCents);
  if (pattern?.category.detailed === 'INCOME_DIVIDENDS' && row.accountType === 'depository') {
    // Credit unions call their savers' interest a dividend; a bank account holds no shares.
    return { category: pfc('INCOME_INTEREST_EARNED'), why: 'a dividend on a bank account is its interest' };
  }
  if (pattern) return { category: pattern.category, why: pattern.reason };
  const { chain } = evidence;
  if (chain && FUEL_SELLERS.has(chain.category.primary)) {
    const fuel = evidence.clean.tokens.find((token) => FUEL_WORDS.has(token));
    if (fuel)
      return { category: pfc('TRANSPORTATION_GAS'), why: `"${fuel}" at ${chain.name} says it is fuel` };
  }
  if (
    chain?.weak &&
    chain.category.primary !== 'TRANSPORTATION' &&
    evidence.clean.tokens.some((token) => UTILITY_GAS.has(token))
  ) {
    // A chain named by an everyday word, then "GAS", is a gas company ("SOUTHWEST GAS" is no airline).
    return {
      category: pfc('RENT_AND_UTILITIES_GAS_AND_ELECTRICITY'),
      why: `"GAS" after "${chain.words.join(' ')}" says it is a gas utility`,
    };
  }
  if (chain) {
    // What was bought can beat who sold it ("SFMTA PARKING METER" is parking, not transit), and the kind
    // of business beats a chain named by one everyday word ("LUCKY NAIL SPA" is not the Lucky grocer).
    // A chain's name starts the merchant's: found after other words ("EYE CARE OF IDAHO", "DAIQUIRI
    // EXPRESS") it is more likely a local business whose words happen to include it.
    const late = evidence.clean.tokens.indexOf(chain.words[0]!) > 0;
    const ach = words(evidence.clean.achEntry);
    const decisive =
      chain.weak || late || [...evidence.clean.tokens, ...ach].some((token) => DECISIVE_WORDS.has(token))
        ? matchKeywords([...evidence.clean.tokens, ...ach])
        : null;
    const bought = decisive !== null && DECISIVE.has(decisive.category.detailed);
    if (
      decisive &&
      ((bought && decisive.category.detailed !== chain.category.detailed) ||
        (chain.weak && decisive.category.primary !== chain.category.primary) ||
        (late && decisive.category.detailed !== chain.category.detailed))
    ) {
      return {
        category: decisive.category,
        why: bought
          ? `"${decisive.keyword}" at ${chain.name} says it is ${decisive.kind}`
          : `"${decisive.keyword}" in the name says it is ${decisive.kind}`,
      };
    }
    return { category: chain.category, why: `${chain.name} is ${chain.kind}` };
  }
  const tokens =
    evidence.nameTokens && evidence.nameTokens.length > 0 ? evidence.nameTokens : evidence.clean.tokens;
  // The ACH entry describes the payment too ("EAST BAY MUD DES:WATER BILL"); the more specific group wins.
  const ach = words(evidence.clean.achEntry);
  const keyword =
    matchKeywords([...tokens, ...ach]) ??
    matchKeywords([...evidence.clean.tokens, ...ach]) ??
    storeKind(evidence.clean.payeeTokens);
  // Drawn by ACH, "GAS" is the gas utility's bill ("INTERMOUNTAIN GAS TYPE: UTIL PYMT" too: the entry's
  // "UTIL" says no more than that); bought by card it would be a fuel stop.
  if (
    row.amountCents > 0 &&
    (!keyword ||
      keyword.category.primary === 'TRANSPORTATION' ||
      keyword.category.detailed === 'RENT_AND_UTILITIES_OTHER_UTILITIES') &&
    has(flat, ACH_DEBIT) &&
    tokens.some((token) => UTILITY_GAS.has(token))
  ) {
    return {
      category: pfc('RENT_AND_UTILITIES_GAS_AND_ELECTRICITY'),
      why: 'a gas bill drawn by ACH is the utility',
    };
  }
  if (keyword) {
    return { category: keyword.category, why: `"${keyword.keyword}" in the name says it is ${keyword.kind}` };
  }
  // Toast sells its card terminals to restaurants: a Toast merchant we do not know is almost surely one.
  if (evidence.clean.processor === 'Toast') {
    return { category: pfc('FOOD_AND_DRINK_RESTAURANT'), why: 'paid through Toast, a restaurant till' };
  }
  return null;
}

/** A mapped word, sharpened by the row's own text when that names a category within the allowed primaries. */
function fromMapping(
  mapping: WordMapping,
  row: CategoriseRow,
  text: ReturnType<typeof textEvidence>,
  source: CategorySource,
  said: string,
): Categorised {
  const base = mappedCategory(mapping, row.amountCents);
  if (text && mapping.refine.includes(text.category.primary) && text.category.detailed !== base.detailed) {
    return result(text.category, source, `${said}, and ${text.why}`);
  }
  return result(base, source, said);
}

/** The likeliest category of a row nothing else placed, never earnings: "every row gets a category". */
function likeliest(row: CategoriseRow, evidence: MerchantEvidence): Categorised {
  if (row.amountCents < 0) {
    return row.accountType === 'credit'
      ? result(
          pfc('GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE'),
          'catalogue',
          'a guess: money back on a card is a merchant credit',
        )
      : result(
          pfc('TRANSFER_IN_OTHER_TRANSFER_IN'),
          'catalogue',
          'a guess: money in we cannot place is not counted as earnings',
        );
  }
  if (FOOD_TILLS.has(evidence.clean.processor)) {
    return result(
      pfc('FOOD_AND_DRINK_RESTAURANT'),
      'catalogue',
      `a guess: most ${evidence.clean.processor} sellers are cafes and restaurants`,
    );
  }
  return result(
    pfc('GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE'),
    'catalogue',
    'a guess: a purchase from a merchant we do not know',
  );
}

/**
 * The PFC v1 category of a row, from the strongest evidence: what the user filed this merchant as, the
 * money-movement rules (card payments, transfers), the provider's category, its legacy list, what the
 * user's bank filed this merchant as before, the file's category column, then the row's own text (fee
 * and income patterns, the chain catalogue, keyword rules). A refund keeps its merchant's category.
 */
export function categorise(
  row: CategoriseRow,
  learned: LearnedCategories = NOTHING_LEARNED,
  // A caller that stores the merchant key too reads the row's text once (merchantEvidence is most of the cost).
  evidence: MerchantEvidence = merchantEvidence(row.description, row.merchantName),
): Categorised {
  const display = evidence.chain?.name ?? title(evidence.clean.tokens.slice(0, 3));
  const remembered = learned.lookup(learningKey(evidence.key, row.amountCents));
  if (remembered?.by === 'user') return learnedResult(remembered, display);

  // The ACH entry is added on its own too: a glued field ("DIRECT DEPSEC:PPD") hides it in the text.
  const flat = ` ${evidence.clean.textWords.join(' ')} ${words(evidence.clean.achEntry).join(' ')} `;
  const provider = row.providerPfc ? toPfcV1(row.providerPfc) : null;
  // A payment to or from a person: what its text says it was for decides (spending, earnings, or money
  // paid back); else a transfer out or in. A person's money in on a card is a merchant's credit.
  const person =
    row.amountCents > 0 || (row.amountCents < 0 && row.accountType !== 'credit') ? evidence.person : null;
  const into = row.amountCents < 0;
  const paidFor = person && paymentPurpose(row.description, person, into ? 'in' : 'out');
  if (person && paidFor) {
    const why = into
      ? `"${paidFor.words}" in a payment from ${personLabel(person)} says it is ${paidFor.kind}`
      : `"${paidFor.words}" in a payment to ${personLabel(person)} says it is ${paidFor.kind}`;
    return result(paidFor.category, 'catalogue', why);
  }
  const moved =
    cardPayment(flat, row.amountCents, row.accountType) ??
    (person ? personMove(person, row.amountCents) : transferMove(flat, row.amountCents));
  if (moved) {
    const isCardPayment = moved.category.detailed === 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT';
    // The provider's own transfer detail (savings, investment) is finer than ours: keep it when it agrees.
    // A payment to a person stays as the bank files it, whatever that is.
    if (provider && !isCardPayment && (MOVED_PRIMARIES.has(provider.primary) || person)) {
      return result(provider, 'provider', 'your bank filed it so');
    }
    // So is a file naming the exact PFC category (our own download going back in: "From Savings").
    const exact = row.fileCategory ? fileMapping(row.fileCategory.trim()) : undefined;
    if (exact && exact.refine.length === 0 && !isCardPayment) {
      const named = mappedCategory(exact, row.amountCents);
      if (MOVED_PRIMARIES.has(named.primary))
        return result(named, 'file', `the file said ${row.fileCategory}`);
    }
    return result(moved.category, 'catalogue', moved.reason);
  }
  if (provider) return result(provider, 'provider', 'your bank filed it so');

  const text = textEvidence(row, evidence, flat);
  const legacy =
    row.providerLegacy && row.providerLegacy.length > 0 ? legacyMapping(row.providerLegacy) : null;
  if (legacy)
    return fromMapping(
      legacy,
      row,
      text,
      'provider',
      `your bank filed it under ${row.providerLegacy!.join(' > ')}`,
    );
  if (remembered) return learnedResult(remembered, display);

  const cell = row.fileCategory?.trim() ?? '';
  const file = cell === '' ? undefined : fileMapping(cell);
  if (file) return fromMapping(file, row, text, 'file', `the file said ${cell}`);

  if (text) {
    const refund = row.amountCents < 0 && isSpendingPrimary(text.category.primary);
    return result(text.category, 'catalogue', refund ? `${text.why} (money back: a refund)` : text.why);
  }
  if (row.amountCents < 0 && isRefundText(flat)) {
    return result(
      pfc('GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE'),
      'catalogue',
      'a refund from a merchant we do not know',
    );
  }
  if (flat.includes(' FEE ') || flat.includes(' FEES ')) {
    return result(pfc('BANK_FEES_OTHER_BANK_FEES'), 'catalogue', 'the text names a fee');
  }
  if (evidence.clean.tokens.length > 0) return { ...likeliest(row, evidence), guess: true };
  return {
    category: null,
    source: null,
    reason: `No category: nothing in "${evidence.clean.text.slice(0, 60)}" names a merchant we know`,
  };
}
