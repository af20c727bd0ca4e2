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
 */
export interface FeeRule {
  kind: FeeKind;
  strength: 'strong' | 'weak';
  pattern: RegExp;
}

const FEE = String.raw`(?:FEES?|CHARGES?|CHG|CHGS|CHRG|CHGE|SURCHARGE|SURCHG|SVC CHG|SERVICE CHARGE)`;
const ANY_WORDS = (max: number) => String.raw`(?: [A-Z0-9&]+){0,${max}}`;

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

export const FEE_RULES: readonly FeeRule[] = [
  rule(
    'overdraft',
    'strong',
    String.raw`${OVERDRAFT}${ANY_WORDS(5)} ${FEE}|${FEE}${ANY_WORDS(2)} ${OVERDRAFT}`,
  ),
  rule(
    'insufficient_funds',
    'strong',
    String.raw`${NSF}${ANY_WORDS(4)} ${FEE}|${FEE}${ANY_WORDS(3)} ${NSF}|${RETURNED}(?: DEPOSITED| DEPOSIT| DEP| DEBIT| ACH| ELECTRONIC)? (?:ITEMS?|ACH|CHECKS?|CHKS?|CHK|DEBITS?|DRAFT)${ANY_WORDS(2)} ${FEE}|(?:DEPOSITED|DEPOSIT|DEP) ITEMS? (?:RETURNED|RETURN|RET)${ANY_WORDS(1)} ${FEE}|(?:CHARGEBACK|CHARGE BACK) ${FEE}`,
  ),
  // "NSF" or "RETURN ITEM NSF" alone is the bank's charge; "DEPOSITED ITEM RETURNED NSF" is a bounced
  // check debited back (not a fee), and "COMCAST RETURNED PAYMENT FEE" is the merchant's charge.
  rule(
    'insufficient_funds',
    'weak',
    String.raw`${NSF}|${RETURNED} (?:PAYMENT|PMT|PYMT)S?${ANY_WORDS(1)} ${FEE}`,
  ),
  rule('atm', 'strong', String.raw`ATM${ANY_WORDS(3)} ${FEE}|${FEE}${ANY_WORDS(2)} ATM`),
  rule('wire', 'strong', String.raw`${WIRE}${WIRE_MIDDLE} ${FEE}|${FEE}(?: FOR)?${WIRE_MIDDLE} WIRE`),
  rule(
    'foreign_transaction',
    'strong',
    String.raw`${FOREIGN}${FOREIGN_MIDDLE} (?:${FEE}|ASSESSMENT|ASSESSMT|ASSMT)|${FEE}(?: FOR)? ${FOREIGN} (?:TRANSACTION|TRANS|TXN|PURCHASE|CURRENCY|EXCHANGE)`,
  ),
  rule(
    'foreign_transaction',
    'weak',
    String.raw`(?:CURRENCY|EXCHANGE|EXCH|FX|CONVERSION)(?: CONVERSION| EXCHANGE| RATE)? ${FEE}`,
  ),
  rule(
    'interest',
    'strong',
    String.raw`INTEREST (?:CHARGE|CHARGES|CHARGED|CHG|CHRG|ASSESSED)|INT (?:CHARGE|CHARGED|CHG)|${INTEREST_BALANCE} INTEREST|INTEREST (?:ON|FOR|TO) (?:STANDARD )?${INTEREST_BALANCE}|FINANCE CHARGES?|FIN CHG|FIN CHARGE`,
  ),
  // Card charges for using credit as cash, and per-item penalties: kind "other" (they are neither interest
  // nor a recurring account fee). A merchant never prints these.
  rule(
    'other',
    'strong',
    String.raw`(?:CASH ADVANCE|CASH ADV|BALANCE TRANSFER|BAL TRANSFER|BAL XFER|BT|CONVENIENCE CHECK) ${FEE}|STOP (?:PAYMENT|PMT|PAY)S? ${FEE}|(?:OVER LIMIT|OVERLIMIT|OVER CREDIT LIMIT) ${FEE}|(?:EXCESS|EXCESSIVE)(?: SAVINGS)? (?:WITHDRAWALS?|WD|TRANSACTIONS?|ACTIVITY|DEBITS?|ITEMS?|TRANSFERS?)${ANY_WORDS(1)} ${FEE}|(?:SAVINGS |SAV )?WITHDRAWAL LIMIT ${FEE}|REG(?:ULATION)? D ${FEE}`,
  ),
  rule('late', 'weak', String.raw`LATE(?: PAYMENT| PMT| PYMT)? ${FEE}|PAST DUE ${FEE}`),
  rule(
    'annual_card',
    'weak',
    String.raw`(?:ANNUAL|YEARLY|ANNL)(?: CARD| MEMBERSHIP| MEMBER| ACCOUNT| ACCT)? ${FEE}|(?:CARD )?MEMBERSHIP ${FEE}`,
  ),
  rule(
    'monthly_maintenance',
    'weak',
    String.raw`(?:SERVICE|SVC|SERV) (?:FEES?|CHARGES?|CHG|CHRG|CHGE)|(?:MONTHLY|MTHLY|MNTHLY|MO)(?: ACCOUNT| ACCT| SERVICE| SVC| MAINTENANCE| MAINT| PLAN| CHECKING)? ${FEE}|(?:MAINTENANCE|MAINT|MAINTNCE) ${FEE}|(?:ACCOUNT|ACCT|CHECKING|SAVINGS)(?: ACCOUNT)?(?: MAINTENANCE| MAINT| SERVICE)? ${FEE}|(?:MINIMUM|MIN|LOW|BELOW MINIMUM|BELOW MIN) (?:DAILY )?(?:BALANCE|BAL) ${FEE}|ANALYSIS(?: SERVICE)? ${FEE}`,
  ),
  // Anything else called a fee with only bank words around it: paper statements, official checks, research,
  // card replacement, inactivity, account closing, transfer and bill-pay fees.
  rule('other', 'weak', FEE),
];
