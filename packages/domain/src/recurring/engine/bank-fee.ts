/**
 * Charges the bank itself levies (maintenance, ATM, overdraft, late, interest, annual card fee...). They
 * belong to the fee radar, never to a recurring series, even a maintenance fee that posts every month: the
 * labelled statements and the fee radar both treat it as a fee. A merchant's own fee ("PLANET FITNESS ANNUAL
 * FEE") is not a bank fee: something other than fee vocabulary names a merchant there.
 */
const FEE_TRIGGER =
  /\b(?:FEES?|SERVICE CHARGE|INTEREST CHARGE[DS]?|CHARGED INTEREST|OVERDRAFT|OD ITEM|NSF|RETURNED ITEM|INSUFFICIENT FUNDS|FINANCE CHARGE)\b/;

const FEE_VOCABULARY = new Set([
  'FEE',
  'FEES',
  'MONTHLY',
  'MAINTENANCE',
  'MAINT',
  'SERVICE',
  'SVC',
  'CHARGE',
  'CHARGES',
  'CHARGED',
  'ATM',
  'NON',
  'NETWORK',
  'BANK',
  'OUT',
  'OF',
  'DOMESTIC',
  'INTL',
  'INTERNATIONAL',
  'FOREIGN',
  'TRANSACTION',
  'TRANS',
  'TXN',
  'CURRENCY',
  'CONVERSION',
  'OVERDRAFT',
  'OD',
  'ITEM',
  'ITEMS',
  'PAID',
  'NSF',
  'RETURNED',
  'RETURN',
  'INSUFFICIENT',
  'FUNDS',
  'LATE',
  'PAYMENT',
  'INTEREST',
  'ON',
  'PURCHASES',
  'PURCHASE',
  'CASH',
  'ADVANCE',
  'BALANCE',
  'ANNUAL',
  'MEMBERSHIP',
  'CARD',
  'CARDMEMBER',
  'WIRE',
  'INCOMING',
  'OUTGOING',
  'TRANSFER',
  'STOP',
  'PAPER',
  'STATEMENT',
  'STMT',
  'CASHIERS',
  'CHECK',
  'CHECKS',
  'OFFICIAL',
  'EXCESSIVE',
  'WITHDRAWAL',
  'WITHDRAWALS',
  'LIMIT',
  'ACCOUNT',
  'ACCT',
  'MINIMUM',
  'MIN',
  'BAL',
  'PROTECTION',
  'EXTENDED',
  'DAILY',
  'CONTINUOUS',
  'POSTED',
  'ADJUSTMENT',
  'AND',
  'FOR',
  'A',
  'TO',
  'THE',
  'PER',
  'EXPRESS',
  'DELIVERY',
  'COUNTER',
  'RESEARCH',
  'COPY',
  'DORMANT',
  'INACTIVITY',
  'CLOSING',
  'EARLY',
  'PLAN',
  'FINANCE',
  'PURCH',
  'CHARGEBACK',
  'DEPOSITED',
  'DEP',
  'DEPOSIT',
  'SAFE',
  'BOX',
  'RENTAL',
  'CHASE',
  'CITI',
  'WELLS',
  'FARGO',
  'CAPITAL',
  'ONE',
  'AMERICA',
  'DISCOVER',
  'AMEX',
  'BOFA',
  'CREDIT',
  'UNION',
  'FCU',
]);

const FEE_CATEGORY =
  /(?:^|[\s_>/-])(?:BANK[\s_]FEES?|FEES?[\s_&]+ADJUSTMENTS|SERVICE[\s_]CHARGE|INTEREST[\s_]CHARGE)/i;

/** Whether the text uses fee words at all; most descriptions do not, and then nothing else is needed. */
export function mentionsFee(description: string): boolean {
  return FEE_TRIGGER.test(description.toUpperCase());
}

/** True when an outflow is a bank's fee or interest charge rather than a merchant's charge. */
export function isBankFee(description: string, categories: readonly string[], pfc: string): boolean {
  const text = description.toUpperCase();
  if (!FEE_TRIGGER.test(text)) return false;
  const words = text.split(/[^A-Z]+/).filter((word) => word.length > 0);
  const foreign = words.filter((word) => !FEE_VOCABULARY.has(word));
  if (foreign.length === 0) return true;
  // A fee category plus fee words plus one stray word ("MONTHLY SERVICE FEE PREMIER") is still the bank's.
  const categorised = FEE_CATEGORY.test(`${categories.join(' ')} ${pfc}`);
  return categorised && foreign.length <= 1;
}

/** Banks' spellings of a withdrawal: "WITHDRAWAL", Chase's "WITHDRAW", BofA's "WITHDRWL", "WDRL", "W/D". */
const WITHDRAWAL_WORD = String.raw`(?:WITHDRAWAL|WITHDRAW|WITHDRWL|WITHDRL|WTHDRWL|WDRL|WDL|W\/D)`;
/**
 * Cash machine withdrawals: not a merchant, never a subscription (an ATM fee is the fee radar's). The
 * withdrawal word and "ATM" may be apart and in either order, with the bank's name, a date or a location
 * between them ("NON-CHASE ATM WITHDRAW 02/08 …", "BKOFAMERICA ATM 05/13 #000001234 WITHDRWL …", "WITHDRWL 0419
 * 5 POINTS ATM …"). A fee row ("ATM WITHDRAWAL FEE") is the bank's fee and is kept apart anyway.
 */
const CASH_WITHDRAWAL = new RegExp(
  String.raw`\b(?:ATM|CASH)\s+(?:${WITHDRAWAL_WORD}|DISBURSEMENT)\b|^WITHDRAWAL AT ATM|` +
    String.raw`\bATM\b.*\b${WITHDRAWAL_WORD}\b|\b${WITHDRAWAL_WORD}\b.*\bATM\b`,
  'i',
);
export function isCashWithdrawal(description: string): boolean {
  return CASH_WITHDRAWAL.test(description);
}
