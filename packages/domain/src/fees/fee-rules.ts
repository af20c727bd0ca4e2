import type { FeeKind } from './fee-kinds';

/**
 * The description rules of the fee radar, run in order on normalised text (see normalizeFeeText); the first
 * match wins, so "OVERDRAFT PROTECTION TRANSFER FEE" is an overdraft fee, not a transfer fee, and
 * "INTL WIRE FEE" a wire fee, not a foreign transaction fee.
 *
 * strong: only a bank prints this phrase, so it is a fee whatever else the row says (Wells Fargo appends
 *   the merchant of the item that overdrew: "OVERDRAFT FEE FOR A $35.00 ITEM - DETAILS: ... STARBUCKS").
 * weak: merchants print it too ("DOORDASH SERVICE FEE", "HOA LATE FEE"), so it is the bank's only when every
 *   other word of the row is a bank, account, product or noise word (fee-vocabulary.ts).
 *
 * Decisions where the issue left a choice ("every charge made by the institution holding the account"):
 * - Cash advance, balance transfer, convenience check, stop payment, over-limit, excess withdrawal (Reg D)
 *   and paperwork fees are "other"; interest on cash advances or balance transfers is "interest".
 * - Returned item / NSF / returned check / returned ACH or payment fees are "insufficient_funds";
 *   overdraft protection transfer fees and TD's "OVERDRAFT PD" are "overdraft".
 * - Domestic, incoming and international wire fees are "wire"; a foreign or international ATM fee is "atm".
 * - An ATM owner's surcharge folded into the withdrawal row is part of the withdrawal; only a separate
 *   ATM FEE / ATM SURCHARGE row is a fee.
 * - A merchant's or government's fee (service, convenience, late, annual, membership) is not a bank fee,
 *   even when paid by card: "HOA LATE FEE", "DMV SERVICE FEE", "PLANET FITNESS ANNUAL FEE".
 * - "ANNUAL FEE" is "annual_card" unless the account is known to be checking, savings or investment.
 */
export interface FeeRule {
  kind: FeeKind;
  strength: 'strong' | 'weak';
  pattern: RegExp;
}

const FEE = String.raw`(?:FEES?|CHARGES?|CHG|CHGS|CHRG|CHGE|SURCHARGE|SURCHG|SVC CHG|SERVICE CHARGE)`;
const ANY_WORDS = (max: number) => String.raw`(?: [A-Z0-9&]+){0,${max}}`;
// Words without digits: "ATM WITHDRAWAL FEE" is a fee, "ATM WITHDRAWAL 3.00 SURCHARGE 12 MAIN ST" a withdrawal.
const ALPHA_WORDS = (max: number) => String.raw`(?: [A-Z&]+){0,${max}}`;

function rule(kind: FeeKind, strength: FeeRule['strength'], source: string): FeeRule {
  return { kind, strength, pattern: new RegExp(String.raw`\b(?:${source})\b`) };
}

const OVERDRAFT = String.raw`(?:OVERDRAFT|OVERDRAFTS|OVERDRAWN|OVRDRFT|OVRDFT|ODRAFT|OD|ODP|COURTESY PAY|BOUNCE PROTECTION|NEGATIVE BALANCE)`;
const NSF = String.raw`(?:NSF|INSUFFICIENT FUNDS?|INSUF FUNDS?|INSUFF FUNDS?|NON SUFFICIENT FUNDS?|NONSUFFICIENT FUNDS?|UNCOLLECTED FUNDS)`;
const RETURNED = String.raw`(?:RETURNED|RETURN|RET|RTN|RTRN|UNPAID|DISHONORED)`;
const FOREIGN = String.raw`(?:FOREIGN|FGN|FRGN|FORGN|FOREIGN CURRENCY|INTL|INTERNATIONAL|INTERNATL|INTNL|CROSS BORDER|CROSSBORDER|NON USD|NON US)`;
const FOREIGN_MIDDLE = String.raw`(?: (?:TRANSACTION|TRANSACTIONS|TRANS|TRAN|TXN|TRNS|TRANSACTN|PURCHASE|PURCH|POS|EXCH|EXCHANGE|EXCHG|RATE|RT|ADJ|ADJUSTMENT|CURRENCY|CONVERSION|CONV|SERVICE|SVC|USAGE|CARD|DEBIT|PROCESSING|PROC)){0,4}`;
const WIRE = String.raw`(?:WIRE|WIRES|WIRED|FEDWIRE|FED WIRE|WT|SWIFT)`;
const WIRE_MIDDLE = String.raw`(?: (?:IN|OUT|INCOMING|OUTGOING|INBOUND|OUTBOUND|TRANSFER|TRANS|TRF|XFER|DOMESTIC|DOM|INTL|INTERNATIONAL|FOREIGN|SERVICE|SVC|ONLINE|USD|RECEIVED|SENT)){0,3}`;
const INTEREST_BALANCE = String.raw`(?:PURCHASES?|PURCH|CASH ADVANCES?|CASH ADV|ADVANCES?|BALANCE TRANSFERS?|BAL TRANSFERS?|BT|PENALTY|MINIMUM|MIN|STANDARD|OVERDRAFT)`;

/** One rule whose pattern is any of the given alternatives. */
function anyOf(kind: FeeKind, strength: FeeRule['strength'], alternatives: string[]): FeeRule {
  return rule(kind, strength, alternatives.join('|'));
}

/**
 * Anything else called a fee with only bank words around it: official checks, card replacement, transfer
 * and bill-pay fees, statement copies. The classifier refines its kind from lone words ("FEE - LATE").
 */
export const GENERIC_FEE_RULE: FeeRule = rule('other', 'weak', FEE);

export const FEE_RULES: readonly FeeRule[] = [
  anyOf('overdraft', 'strong', [
    String.raw`${OVERDRAFT}${ANY_WORDS(5)} ${FEE}`,
    String.raw`${FEE}${ANY_WORDS(2)} ${OVERDRAFT}`,
    String.raw`PAID ITEMS? ${FEE}`,
  ]),
  // TD prints its overdraft fee as "OVERDRAFT PD" (paid) or "OVERDRAFT RET" (returned), with no "FEE".
  anyOf('overdraft', 'weak', [String.raw`(?:OVERDRAFT|OD) (?:PD|PAID|RET|RETURNED)(?: ITEMS?)?`]),
  anyOf('insufficient_funds', 'strong', [
    String.raw`${NSF}${ANY_WORDS(4)} ${FEE}`,
    String.raw`${FEE}${ANY_WORDS(3)} ${NSF}`,
    String.raw`${RETURNED}(?: DEPOSITED| DEPOSIT| DEP| DEBIT| ACH| ELECTRONIC)? (?:ITEMS?|ACH|DEBITS?|DRAFT)${ANY_WORDS(2)} ${FEE}`,
    String.raw`(?:DEPOSITED|DEPOSIT|DEP) ITEMS? (?:RETURNED|RETURN|RET)${ANY_WORDS(1)} ${FEE}`,
  ]),
  // "NSF" or "RETURN ITEM NSF" alone is the bank's charge; "DEPOSITED ITEM RETURNED NSF" is a bounced
  // check debited back (not a fee). Stores and billers charge returned-check and returned-payment fees
  // too ("WALMART RETURNED CHECK FEE", "COMCAST RETURNED PAYMENT FEE"), so those phrases are weak.
  anyOf('insufficient_funds', 'weak', [
    NSF,
    String.raw`${RETURNED} (?:PAYMENT|PMT|PYMT|CHECK|CHK|CHEQUE)S?${ANY_WORDS(1)} ${FEE}`,
    String.raw`(?:CHARGEBACK|CHARGE BACK) ${FEE}`,
  ]),
  // Card charges for using credit as cash, and per-item penalties: kind "other" (neither interest nor a
  // recurring account fee). Before ATM: "CASH ADVANCE FEE - ATM" is a cash advance fee.
  anyOf('other', 'strong', [
    String.raw`(?:CASH ADVANCE|CASH ADV|BALANCE TRANSFER|BAL TRANSFER|BAL XFER|BT|CONVENIENCE CHECK) ${FEE}`,
    String.raw`STOP (?:PAYMENT|PMT|PAY)S? ${FEE}`,
    String.raw`(?:OVER LIMIT|OVERLIMIT|OVER CREDIT LIMIT) ${FEE}`,
    String.raw`(?:EXCESS|EXCESSIVE)(?: SAVINGS)? (?:WITHDRAWALS?|WD|TRANSACTIONS?|ACTIVITY|DEBITS?|ITEMS?|TRANSFERS?)${ANY_WORDS(1)} ${FEE}`,
    String.raw`(?:SAVINGS |SAV )?WITHDRAWAL LIMIT ${FEE}`,
    String.raw`REG(?:ULATION)? D ${FEE}`,
  ]),
  anyOf('atm', 'strong', [String.raw`ATM${ALPHA_WORDS(3)} ${FEE}`, String.raw`${FEE}${ANY_WORDS(2)} ATM`]),
  anyOf('wire', 'strong', [
    String.raw`${WIRE}${WIRE_MIDDLE} ${FEE}`,
    String.raw`${FEE}(?: FOR)?${WIRE_MIDDLE} WIRE`,
  ]),
  anyOf('foreign_transaction', 'strong', [
    String.raw`${FOREIGN}${FOREIGN_MIDDLE} (?:${FEE}|ASSESSMENT|ASSESSMT|ASSMT)`,
    String.raw`${FEE}(?: FOR)? ${FOREIGN} (?:TRANSACTION|TRANS|TXN|PURCHASE|CURRENCY|EXCHANGE)`,
  ]),
  anyOf('foreign_transaction', 'weak', [
    String.raw`(?:CURRENCY|EXCHANGE|EXCH|FX|CONVERSION)(?: CONVERSION| EXCHANGE| RATE)? ${FEE}`,
    // Visa's International Service Assessment, as credit unions abbreviate it.
    String.raw`ISA ${FEE}`,
  ]),
  anyOf('interest', 'strong', [
    String.raw`INTEREST (?:CHARGE|CHARGES|CHARGED|CHG|CHRG|ASSESSED)`,
    String.raw`INT (?:CHARGE|CHARGED|CHG)`,
    String.raw`${INTEREST_BALANCE} INTEREST`,
    String.raw`INTEREST (?:(?:ON|FOR|TO) )?(?:STANDARD )?${INTEREST_BALANCE}`,
    String.raw`FINANCE CHARGES?|FIN CHG|FIN CHARGE`,
  ]),
  // Account-status and paperwork fees that would otherwise read as "ACCOUNT FEE", or that need a word
  // merchants also use alone ("PROCESSING FEE", "DELIVERY FEE").
  anyOf('other', 'weak', [
    String.raw`(?:DORMANT|DORMANCY|INACTIVE|INACTIVITY|ABANDONED|UNCLAIMED|CLOSED|CLOSING|CLOSURE|EARLY CLOSURE|PAPER|RESEARCH|ESCHEAT)(?: ACCOUNT| ACCT)?(?: STATEMENT| STMT)? ${FEE}`,
    String.raw`(?:LEGAL|LEVY|GARNISHMENT|SUBPOENA) PROCESSING ${FEE}`,
    String.raw`(?:EXPEDITED |RUSH |EXPRESS |OVERNIGHT )?CARD (?:DELIVERY|SHIPPING) ${FEE}`,
    String.raw`EXPEDITED (?:DELIVERY|SHIPPING) ${FEE}`,
    String.raw`(?:RUSH|EXPEDITED|REPLACEMENT|REPLACE|LOST|STOLEN|DUPLICATE)(?: DEBIT| ATM)? CARD ${FEE}`,
  ]),
  anyOf('late', 'weak', [String.raw`LATE(?: PAYMENT| PMT| PYMT)? ${FEE}`, String.raw`PAST DUE ${FEE}`]),
  anyOf('annual_card', 'weak', [
    String.raw`(?:ANNUAL|YEARLY|ANNL)(?: CARD| MEMBERSHIP| MEMBER| ACCOUNT| ACCT)? ${FEE}`,
    String.raw`(?:CARD )?MEMBERSHIP ${FEE}`,
    // "PLATINUM CARD FEE"; a debit or ATM card fee is not an annual card fee.
    String.raw`(?<!DEBIT |ATM )CARD ${FEE}`,
  ]),
  anyOf('monthly_maintenance', 'weak', [
    String.raw`(?:SERVICE|SVC|SERV) (?:FEES?|CHARGES?|CHG|CHRG|CHGE)`,
    String.raw`(?:MONTHLY|MTHLY|MNTHLY|MO)(?: ACCOUNT| ACCT| SERVICE| SVC| MAINTENANCE| MAINT| PLAN| CHECKING)? ${FEE}`,
    String.raw`(?:MAINTENANCE|MAINT|MAINTNCE) ${FEE}`,
    String.raw`(?:ACCOUNT|ACCT|CHECKING|SAVINGS)(?: ACCOUNT)?(?: MAINTENANCE| MAINT| SERVICE)? ${FEE}`,
    String.raw`(?:MINIMUM|MIN|LOW|BELOW MINIMUM|BELOW MIN) (?:DAILY )?(?:BALANCE|BAL) ${FEE}`,
    String.raw`ANALYSIS(?: SERVICE)? ${FEE}`,
  ]),
  GENERIC_FEE_RULE,
];
