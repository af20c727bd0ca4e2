/**
 * Suggesting a business category for a business row. A catalogue of merchants will never hold an owner's
 * clients, suppliers and subcontractors, so the statement's structure comes first, then the row's words, then
 * what the owner taught: the owner's own choice for the merchant (learned); money in on a business account is
 * sales unless it is money moved, a refund or loan proceeds; money out to a person (Zelle, a cheque, bill pay
 * to a name) is contract labor; then the kind words (business-kind-words.ts), the owner's choice for the
 * same personal category, and the personal category's table (business-category-by-pfc.ts). A suggestion is
 * only ever a default: the owner's choice replaces it. Every suggestion says why.
 */
import { isPersonKey } from '../categories/categoriser/person-payments';
import { BUSINESS_CATEGORY_BY_PFC } from './business-category-by-pfc';
import { KIND_WORDS } from './business-kind-words';
import { isLoanPayment } from './loan-payment-split';
import type { BusinessSource } from './business-use';

export interface SuggestionInput {
  /** Positive = money out (house sign). */
  amountCents: number;
  personalDetailed: string | null;
  /** The merchant identity used for learning (categoriser merchantKeyOf; "person:..." for a person). */
  merchantKey: string;
  /** Merchant name and description, as stored. */
  text: string;
  /** The row's account is marked business (its money in is the business's takings), not a personal card. */
  onBusinessAccount?: boolean;
  /** ISO date; the quarterly estimated-tax dates tell a state's income tax from its other taxes. */
  date?: string;
}

export interface SuggestionMemory {
  /** merchant key -> the category the user (or a rule) last gave that merchant's rows. */
  byMerchant: ReadonlyMap<string, string>;
  /** The income category the user chose last (a payout follows it: Service Sales or Consulting). */
  lastIncomeCategory: string | null;
  /** Personal detailed category -> the expense category the owner last gave a row of it. */
  byPersonalCategory?: ReadonlyMap<string, string>;
}

export interface BusinessSuggestion {
  category: string;
  source: Extract<BusinessSource, 'learned' | 'suggested'>;
  /** Why, in the owner's words ("Money paid into your business account is sales"). */
  reason: string;
  /**
   * How sure: 'high' for what the owner taught for this payee; 'medium' for what the statement's structure or
   * the row's kind words say; 'low' for a default from the personal category or a card's money in, which
   * the review inbox asks about first.
   */
  confidence: 'high' | 'medium' | 'low';
}

export const DEFAULT_INCOME_CATEGORY = 'Service Sales';

// Money in from a payment processor or marketplace, or that a bank calls a deposit: the owner's takings.
const PAYOUT =
  /\b(stripe|square|sq|paypal|shopify|gumroad|venmo business|etsy|clover|toast|bill\.?com|payouts?|deposit|edeposit|remote dep\w*|mobile dep\w*|merch dep|mrch dep)\b/;
// Money in by ACH that a company sent as a payment (a client paying an invoice), which banks and the
// categoriser often file as a transfer in; a transfer between the user's own accounts says "transfer".
const CLIENT_ACH =
  /\b(ach|ppd|ccd)\b.*\b(pmt|payment|inv|invoice)\b|\b(pmt|payment|invoice)\b.*\b(ppd|ccd)\b|\b(vendorpay|vendor pay|payables|ap payment)\b/;
const OWN_TRANSFER =
  /\b(online transfer|transfer (to|from)|xfer|trnsfr|from chk|from sav|to chk|to sav|owner|draw)\b/;
const TRANSFER_WORD = /\b(transfer|xfer|trnsfr)\b/;
// A person-to-person rail: its "transfer" is money from or to someone else ("Zelle Transfer Conf# ..; SMITH,
// JOHN"), never between the owner's own accounts.
const P2P = /\b(zelle|venmo|cash ?app|apple cash)\b/;
const ownTransfer = (text: string) => OWN_TRANSFER.test(text) && !P2P.test(text);
const transferWord = (text: string) => TRANSFER_WORD.test(text) && !P2P.test(text);
// Borrowed money arriving, or a card's payment credited: never takings.
const NOT_TAKINGS =
  /\b(loan|advance|proceeds|disbursement|capital funding|payment thank you|autopay|mobile pymt)\b/;
const REFUND = /\b(refund|return|returned|reversal|credit adj\w*|chargeback)\b/;
// The IRS and a state's revenue department or treasury, as banks shorten them (NYS DTF, CA FTB, ST TREAS).
const TAX_AUTHORITY =
  /\b(irs|dtf|ftb|franchise tax|dept\.? (of )?rev\w*|department of revenue|comptroller|st(ate)? treas\w*)\b/;
// Money back from one of them, or any row that says it is a tax refund ("TAX REF", "MNTAXRFD").
const TAX_REFUND = /\btax ?ref\w*|taxrfd\b|\btax rfd\b|\birs treas\b/;
const REFUND_WORD = /\b(ref|refund|rfd)\b/;
const isTaxRefund = (text: string) =>
  TAX_REFUND.test(text) || (TAX_AUTHORITY.test(text) && REFUND_WORD.test(text));
// The IRS and a state's revenue department: estimated income tax, unless the date says another tax.
const IRS = /\b(irs|usataxpymt|eftps|us treasury tax)\b/;
const STATE_REVENUE =
  /\b(dept\.? (of )?rev\w*|department of revenue|franchise tax|ftb|dtf|tax pymt|est tax|estimated tax)\b/;
// A payment the bank made on the owner's behalf to a payee by name: bill pay, or a paper cheque.
const BILL_PAY_OR_CHEQUE = /\b(bill ?pay|billpay|online pmt to|check|chk|cheque)\b/;
// Personal categories that say only "some service" (or nothing): paid by bill pay or cheque on a business's
// books, that is most often someone hired for the work.
const SERVICE_PFC = new Set([
  'GENERAL_SERVICES_OTHER_GENERAL_SERVICES',
  'GENERAL_SERVICES_CONSULTING_AND_LEGAL',
  'HOME_IMPROVEMENT_REPAIR_AND_MAINTENANCE',
  'TRANSFER_OUT_ACCOUNT_TRANSFER',
  'TRANSFER_OUT_OTHER_TRANSFER_OUT',
]);

// Money moved between own accounts never gets a business category (it is not profit or loss).
const NEVER = /^(TRANSFER_IN_|TRANSFER_OUT_|LOAN_PAYMENTS_CREDIT_CARD_PAYMENT)/;
const INCOME_PFC = /^INCOME_(DIVIDENDS|INTEREST_EARNED|TAX_REFUND)$/;

/** Within a few days of an estimated-tax due date (15 January, April, June, September). */
function nearEstimatedTaxDate(date: string | undefined): boolean {
  if (!date) return false;
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  return [1, 4, 6, 9].includes(month) && day >= 8 && day <= 22;
}

const suggested = (
  category: string,
  reason: string,
  confidence: BusinessSuggestion['confidence'] = 'medium',
): BusinessSuggestion => ({ category, source: 'suggested', reason, confidence });

function income(
  memory: SuggestionMemory,
  reason: string,
  confidence: BusinessSuggestion['confidence'] = 'medium',
): BusinessSuggestion {
  return suggested(memory.lastIncomeCategory ?? DEFAULT_INCOME_CATEGORY, reason, confidence);
}

function kindOf(text: string): BusinessSuggestion | null {
  const kind = KIND_WORDS.find(([pattern]) => pattern.test(text));
  return kind ? suggested(kind[1], `It reads as ${kind[2]}`) : null;
}

function suggestMoneyIn(
  row: SuggestionInput,
  text: string,
  memory: SuggestionMemory,
): BusinessSuggestion | null {
  const pfc = row.personalDetailed;
  if (isTaxRefund(text) || pfc === 'INCOME_TAX_REFUND') {
    return suggested('Tax Refund', 'A tax refund gives back tax already paid; it is not business income');
  }
  if (pfc && INCOME_PFC.test(pfc)) {
    return suggested(
      BUSINESS_CATEGORY_BY_PFC[pfc]!,
      'Interest and dividends go on Schedule B, not Schedule C',
    );
  }
  if (ownTransfer(text) || NOT_TAKINGS.test(text)) return null;
  if (REFUND.test(text)) return kindOf(text);
  // A processor's payout or a client's payment is sales, whatever the bank called it (often a transfer in).
  if (PAYOUT.test(text) || (CLIENT_ACH.test(text) && !transferWord(text))) {
    return income(memory, 'Payouts and client payments are your sales');
  }
  if (row.onBusinessAccount && !transferWord(text)) {
    return income(memory, 'Money paid into your business account is sales');
  }
  if (pfc && NEVER.test(pfc)) return null;
  // Money in from an expense merchant is a refund: it goes back to that expense's line.
  const kind = kindOf(text);
  if (kind) return kind;
  const byPfc = pfc ? BUSINESS_CATEGORY_BY_PFC[pfc] : undefined;
  if (byPfc) return suggested(byPfc, 'A refund goes back to the line it was spent on', 'low');
  return income(memory, 'Money in on a business row is sales', 'low');
}

const INTEREST_ONLY = /\b(interest|int)\b/;
const PRINCIPAL_ONLY = /\b(principal|prin)\b/;

/**
 * A loan payment whose split the server could not make (loan-payment-split.ts): a row that says it is only
 * interest or only principal is that; any other waits for the owner, counted meanwhile as principal (not
 * profit or loss) so the books never count borrowed money paid back as a cost.
 */
function loanPayment(text: string): BusinessSuggestion {
  const interest = INTEREST_ONLY.test(text);
  const principal = PRINCIPAL_ONLY.test(text);
  if (interest && !principal) return suggested('loan_interest', 'It reads as a loan’s interest');
  if (principal && !interest) {
    return suggested('loan_principal', "Repaying a loan's principal is not a business cost");
  }
  return suggested(
    'loan_principal',
    "A loan payment is interest (a business cost) and principal (not one): give the loan's rate on Debts or " +
      'split it; until then it counts as principal',
    'low',
  );
}

function suggestMoneyOut(
  row: SuggestionInput,
  text: string,
  memory: SuggestionMemory,
): BusinessSuggestion | null {
  const pfc = row.personalDetailed;
  if (ownTransfer(text)) return null;
  if (IRS.test(text) || (STATE_REVENUE.test(text) && nearEstimatedTaxDate(row.date))) {
    return suggested('income_tax', 'Estimated income tax is paid by you, not deducted on Schedule C');
  }
  if (pfc && pfc.startsWith('LOAN_PAYMENTS_CREDIT_CARD_PAYMENT')) return null;
  // The payee's own words first: bill pay to "MIDWEST PAPER SUPPLY" reads like a name but is a supplier.
  const kind = kindOf(text);
  if (kind) return kind;
  if (isLoanPayment(text, pfc, row.amountCents)) return loanPayment(text);
  // A person paid by Zelle, Venmo, bill pay or cheque from the business: someone hired for the work.
  if (isPersonKey(row.merchantKey)) {
    return suggested('contract_labor', 'Money paid to a person from the business is contract labor');
  }
  if (BILL_PAY_OR_CHEQUE.test(text) && (pfc === null || SERVICE_PFC.has(pfc))) {
    return suggested('contract_labor', 'A payee paid by bill pay or cheque for a service is contract labor');
  }
  if (pfc && NEVER.test(pfc)) return null;
  const taught = pfc ? memory.byPersonalCategory?.get(pfc) : undefined;
  // Inferred from another payee's answer, so it stays a suggestion the inbox may ask about.
  if (taught) return suggested(taught, 'You filed rows like this one there');
  const byPfc = pfc ? BUSINESS_CATEGORY_BY_PFC[pfc] : undefined;
  return byPfc ? suggested(byPfc, 'Its personal category says so', 'low') : null;
}

/** The category a business row most likely has, or null when nothing says (the row stays uncategorised). */
export function suggestBusinessCategory(
  row: SuggestionInput,
  memory: SuggestionMemory,
): BusinessSuggestion | null {
  const learned = memory.byMerchant.get(row.merchantKey);
  // The tax the owner filed as paid to the IRS or a state says nothing of the tax they give back.
  if (learned && !(row.amountCents < 0 && learned === 'income_tax')) {
    return { category: learned, source: 'learned', reason: 'You filed this payee there', confidence: 'high' };
  }
  const text = row.text.toLowerCase();
  return row.amountCents < 0 ? suggestMoneyIn(row, text, memory) : suggestMoneyOut(row, text, memory);
}

/**
 * Every row's suggestion, in order. Money in from a payee whose money out has an expense line is a refund
 * of it (a supplier's credit returns to cost of goods sold), unless the money in was said to be sales by
 * its own structure (a payout).
 */
export function suggestBusinessCategories(
  rows: readonly SuggestionInput[],
  memory: SuggestionMemory,
): (BusinessSuggestion | null)[] {
  const suggestions = rows.map((row) => suggestBusinessCategory(row, memory));
  const spentOn = new Map<string, string>();
  rows.forEach((row, i) => {
    const category = suggestions[i]?.category;
    if (row.amountCents > 0 && category && !isPersonKey(row.merchantKey))
      spentOn.set(row.merchantKey, category);
  });
  return rows.map((row, i) => {
    const suggestion = suggestions[i] ?? null;
    const expense = spentOn.get(row.merchantKey);
    if (row.amountCents >= 0 || !expense || suggestion?.source === 'learned') return suggestion;
    if (suggestion?.category === 'Tax Refund') return suggestion;
    if (suggestion && PAYOUT.test(row.text.toLowerCase())) return suggestion;
    return suggested(expense, 'Money back from a payee you buy from is a refund of that cost');
  });
}
