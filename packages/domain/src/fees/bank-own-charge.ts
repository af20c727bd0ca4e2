import { MANUAL_INSTITUTION_NAME } from '../accounts';
import type { LedgerAccount } from '../ledger/ledger-transaction';
import type { FeeKind } from './fee-kinds';
import { feeWords, normalizeFeeText } from './fee-text';
import { BANK_SERVICE_WORDS, isNeutralWord, MOVEMENT_WORDS } from './fee-vocabulary';

/**
 * Charges the account's own bank makes under a name of its own ("COURTESY PAY ITEM", "STMT PRINT CHG",
 * "CARD EXPEDITE", "OUTGOING WIRE", "EXCESS ACTIVITY"): no list of fee names can know them all, so the radar
 * looks at who the row could be from instead. The evidence, all of it needed:
 * - nobody else is named: every word is a bank, account, product, service or calendar word, a number, or
 *   the account's own bank naming itself;
 * - a service of the bank is named (a word of its service vocabulary that is not a way of moving money, a
 *   channel, a period or a membership: those name a movement or a merchant's plan, not a charge);
 * - it points nowhere (no TO / FROM) and moves no money (a transfer, withdrawal, payment or check word needs
 *   a word of charging beside it);
 * - it costs what a bank's service costs, at most $50: more is money moved.
 */
const MOST_A_SERVICE_COSTS = 5_000;

const NOT_A_SERVICE = new Set(
  `ONLINE MOBILE ELECTRONIC INSTANT EXTERNAL PHONE BRANCH TELLER ASSISTED TRANSACTION TRANSACTIONS TXN TRAN
  TRANS BILL PAY DEPOSIT MONTHLY MTHLY MNTHLY MO MON MONTH ANNUAL YEARLY PERIOD PERIODIC CYCLE MEMBERSHIP MEMBER
  RENEWAL RENEW RENEWED PAYMENT PMT PYMT OTHER MISC MISCELLANEOUS`.split(/\s+/),
);
const CHARGING = new Set(
  'FEE FEES CHARGE CHARGES CHARGED CHG CHGS CHRG CHGE SURCHARGE SURCHG SVC ASSESSMENT ASSESSED ITEM'.split(
    ' ',
  ),
);
const DIRECTION = new Set(['TO', 'FROM']);

export interface BankOwnCharge {
  kind: FeeKind;
  /** Why the radar calls it a fee, in the words a person reads. */
  reason: string;
}

const ownNames = new WeakMap<LedgerAccount, ReadonlySet<string>>();
const NO_NAME: ReadonlySet<string> = new Set();

/**
 * How the account's own bank names itself on its rows: the words of its name and their initials ("HEARTLAND
 * PRAIRIE CU SVC CHG", "HPCU STMT FEE"). A manual account's placeholder names no bank.
 */
function ownNameWords(account?: LedgerAccount): ReadonlySet<string> {
  const name = account?.institutionName;
  if (!account || !name || name === MANUAL_INSTITUTION_NAME) return NO_NAME;
  let words = ownNames.get(account);
  if (!words) {
    const parts = normalizeFeeText(name)
      .split(' ')
      .filter((w) => w.length >= 2);
    words = new Set(parts.length >= 2 ? [...parts, parts.map((w) => w[0]).join('')] : parts);
    ownNames.set(account, words);
  }
  return words;
}

/** `text` is normalised (normalizeFeeText); `cents` the money out. */
export function bankOwnCharge(text: string, cents: number, account?: LedgerAccount): BankOwnCharge | null {
  if (cents > MOST_A_SERVICE_COSTS) return null;
  const words = feeWords(text);
  if (words.length === 0) return null;
  if (words.some((w) => DIRECTION.has(w))) return null;
  if (!words.every((w) => isNeutralWord(w) || ownNameWords(account).has(w))) return null;
  const service = words.filter(
    (w) => BANK_SERVICE_WORDS.has(w) && !MOVEMENT_WORDS.has(w) && !NOT_A_SERVICE.has(w),
  );
  if (service.length === 0) return null;
  if (words.some((w) => MOVEMENT_WORDS.has(w)) && !words.some((w) => CHARGING.has(w))) {
    // A movement word with no charging word moves money, unless the service itself is a bank's paperwork
    // on that movement (a stop on a payment, a cashier's check ordered).
    if (!service.some((w) => PAPERWORK.has(w))) return null;
  }
  const kind = kindOf(words, account);
  const by =
    account?.institutionName && account.institutionName !== MANUAL_INSTITUTION_NAME
      ? account.institutionName
      : 'the bank holding the account';
  return {
    kind,
    reason: `Charged by ${by}: the text names one of its services (${service.join(' ').toLowerCase()}) and nobody else, for no more than such a service costs`,
  };
}

const PAPERWORK = new Set([
  'STOP',
  'CASHIER',
  'CASHIERS',
  'OFFICIAL',
  'CERTIFIED',
  'COUNTER',
  'REQUEST',
  'REQ',
]);

function kindOf(words: readonly string[], account?: LedgerAccount): FeeKind {
  const has = (...candidates: string[]) => candidates.some((w) => words.includes(w));
  if (has('OVERDRAFT', 'OD', 'ODP', 'OVERDRAWN') || (has('COURTESY') && has('PAY', 'ITEM')))
    return 'overdraft';
  if (has('NSF', 'INSUFFICIENT', 'RETURNED', 'RETURN', 'RTN', 'RET')) return 'insufficient_funds';
  if (has('WIRE')) return 'wire';
  if (has('FOREIGN', 'INTL', 'INTERNATIONAL')) return 'foreign_transaction';
  if (has('INTEREST', 'FINANCE')) return 'interest';
  if (has('LATE', 'PAST')) return 'late';
  if (has('ATM')) return 'atm';
  if (has('MAINTENANCE', 'MAINT') && account?.type !== 'credit') return 'monthly_maintenance';
  return 'other';
}
