import { matchKeywords } from './keywords';
import type { Movement } from './money-moves';
import { MAX_DESCRIPTION, words } from './normalise';
import { containsPhrase, looksLikePersonName, type PersonPayment } from './person-payments';
import { pfc, type PersonalCategory } from './pfc';

/**
 * What a payment to or from a person was for, from its own words, and what it is while nothing says:
 * a transfer out or in, on the "Paid to people" or "Received from people" line (docs/decisions/024).
 */

const title = (tokens: readonly string[]) =>
  tokens.map((word) => word.charAt(0) + word.slice(1).toLowerCase()).join(' ');

export const personLabel = (person: PersonPayment) =>
  person.name ? title(person.name.split(' ')) : person.rail === 'check' ? 'a cheque' : 'a person';

/**
 * A payment to a person whose purpose nothing says: a transfer out, as a bank files it, never spending.
 * Money in from a person is a transfer in, never earnings, until its text or the user says what it was for.
 */
export function personMove(person: PersonPayment, amountCents: number): Movement {
  const app = person.rail !== 'check' && person.rail !== 'bill pay';
  const how = person.rail === 'check' ? 'by cheque' : `by ${person.rail}`;
  if (amountCents < 0) {
    return {
      category: pfc(app ? 'TRANSFER_IN_ACCOUNT_TRANSFER' : 'TRANSFER_IN_OTHER_TRANSFER_IN'),
      reason: `received from ${person.name ? title(person.name.split(' ')) : 'a person'} ${how}: a transfer in until you say what it was for`,
    };
  }
  return {
    category: pfc(app ? 'TRANSFER_OUT_ACCOUNT_TRANSFER' : 'TRANSFER_OUT_OTHER_TRANSFER_OUT'),
    reason: `paid to ${person.name ? title(person.name.split(' ')) : 'a person'} ${how}: a transfer out until you say what it paid for`,
  };
}

// What a payment to a person paid for, in its own words (a memo, a purpose the bank kept). Words, not
// names: each is a thing people pay a person for and rarely a surname ("BAKER" and "WALKER" are not here).
const PURPOSES: readonly (readonly [detailed: string, kind: string, words: string])[] = [
  ['RENT_AND_UTILITIES_RENT', 'rent', 'RENT;LANDLORD;MONTHLY RENT;HOUSING'],
  ['RENT_AND_UTILITIES_OTHER_UTILITIES', 'utilities', 'UTILITIES;UTILITY;UTILS'],
  [
    'GENERAL_SERVICES_OTHER_GENERAL_SERVICES',
    'a household service',
    'PET SITTER;PET SITTING;DOG SITTER;DOG SITTING;DOG WALKER;DOG WALKING;DOGWALKER;DOG WALK;GROOMING;CLEANING;HOUSECLEANING;HOUSE CLEANING;HOUSEKEEPER;HOUSEKEEPING;CLEANER;MAID;MOVERS;MOVING',
  ],
  [
    'GENERAL_SERVICES_CHILDCARE',
    'childcare',
    'SITTER;BABYSITTER;BABYSITTING;BABY SITTING;NANNY;DAYCARE;DAY CARE;CHILDCARE;CHILD CARE;AU PAIR;AFTERSCHOOL;AFTER SCHOOL',
  ],
  [
    'GENERAL_SERVICES_EDUCATION',
    'education',
    'TUITION;LESSON;LESSONS;TUTOR;TUTORING;PIANO;VIOLIN;GUITAR;CLASS;CLASSES;COACHING;SWIM LESSONS',
  ],
  [
    'HOME_IMPROVEMENT_REPAIR_AND_MAINTENANCE',
    'a home repair',
    'REPAIR;REPAIRS;HANDYMAN;PLUMBER;PLUMBING;ELECTRICIAN;ROOFING;CONTRACTOR;REMODEL;LAWN;LAWNCARE;YARD;YARDWORK;MOWING;LANDSCAPING;GARDENER;GARDENING;SNOW REMOVAL;SNOW PLOWING;PLOWING;PLOUGHING;SNOWPLOW;GUTTERS',
  ],
  ['PERSONAL_CARE_HAIR_AND_BEAUTY', 'hair and beauty', 'HAIRCUT;HAIR;NAILS;LASHES;BRAIDS;MAKEUP'],
  ['PERSONAL_CARE_OTHER_PERSONAL_CARE', 'personal care', 'MASSAGE'],
  ['PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS', 'fitness', 'PERSONAL TRAINING;PERSONAL TRAINER;YOGA;PILATES'],
  ['MEDICAL_OTHER_MEDICAL', 'medical care', 'THERAPY;THERAPIST;COUNSELING;COUNSELLING'],
  ['FOOD_AND_DRINK_RESTAURANT', 'a meal out', 'DINNER;LUNCH;BRUNCH;DRINKS'],
  ['FOOD_AND_DRINK_GROCERIES', 'groceries', 'GROCERIES;GROCERY'],
];

// What money in from a person was for, beyond what it paid back: pay for work, which is earnings.
const INCOME_PURPOSES: readonly (readonly [detailed: string, kind: string, words: string])[] = [
  ['INCOME_WAGES', 'pay for work', 'PAYCHECK;PAYROLL;WAGES;WAGE;SALARY'],
  ['INCOME_OTHER_INCOME', 'pay for work', 'INVOICE;COMMISSION'],
];

interface PurposeWord {
  tokens: string[];
  category: PersonalCategory;
  kind: string;
}
const PURPOSE_WORDS: PurposeWord[] = PURPOSES.flatMap(([detailed, kind, list]) =>
  list.split(';').map((phrase) => ({ tokens: phrase.split(' '), category: pfc(detailed), kind })),
).sort((a, b) => b.tokens.length - a.tokens.length);

const INCOME_WORDS: PurposeWord[] = INCOME_PURPOSES.flatMap(([detailed, kind, list]) =>
  list.split(';').map((phrase) => ({ tokens: phrase.split(' '), category: pfc(detailed), kind })),
).sort((a, b) => b.tokens.length - a.tokens.length);
// Money in that pays the user back a share: of a meal out, groceries, the utilities. Not rent (a tenant's
// rent is earnings, a roommate's share is not: only the user can say) nor a service (nobody pays it back).
const SHARED = new Set([
  'FOOD_AND_DRINK_RESTAURANT',
  'FOOD_AND_DRINK_GROCERIES',
  'RENT_AND_UTILITIES_OTHER_UTILITIES',
]);
const SHARED_WORDS = PURPOSE_WORDS.filter((purpose) => SHARED.has(purpose.category.detailed));

export interface PaymentPurpose {
  category: PersonalCategory;
  /** What it paid for ("rent"), and the words that said so ("LANDLORD"), for the reason. */
  kind: string;
  words: string;
}

/**
 * What a payment to a person paid for, from its text: a purpose word ("RENT", "LANDLORD", "TUITION",
 * "PIANO LESSONS", "SITTER"), the longest first; else, when the payee is a business rather than a person
 * ("Zelle payment to SUNRISE DAYCARE LLC"), what the business's words name. Null: the text does not say.
 * Money in (`direction` 'in') is read for pay for work (an invoice, wages: earnings) and for a share paid
 * back ("Venmo from Sam: dinner" lowers the meals out); anything else stays for the user to say.
 */
export function paymentPurpose(
  description: string,
  person: PersonPayment,
  direction: 'out' | 'in' = 'out',
): PaymentPurpose | null {
  const tokens = words(description.slice(0, MAX_DESCRIPTION).toUpperCase());
  const list = direction === 'in' ? [...INCOME_WORDS, ...SHARED_WORDS] : PURPOSE_WORDS;
  for (const purpose of list) {
    if (containsPhrase(tokens, purpose.tokens)) {
      return { category: purpose.category, kind: purpose.kind, words: purpose.tokens.join(' ') };
    }
  }
  // A memo naming a kind of food or shop ("FOR SUSHI", "FOR PIZZA"): paid out, what it bought; paid in, a share
  // of a meal or groceries paid back.
  const memo = tokens.lastIndexOf('FOR');
  const kind = memo >= 0 ? matchKeywords(tokens.slice(memo + 1)) : null;
  if (kind && (direction === 'out' || SHARED.has(kind.category.detailed))) {
    return { category: kind.category, kind: kind.kind, words: kind.keyword };
  }
  // A business paying the user names what it sells, not what the money was for.
  const name = direction === 'out' ? (person.name?.split(' ') ?? []) : [];
  if (name.length === 0 || looksLikePersonName(name)) return null;
  const keyword = matchKeywords(name);
  return keyword && { category: keyword.category, kind: keyword.kind, words: keyword.keyword };
}
