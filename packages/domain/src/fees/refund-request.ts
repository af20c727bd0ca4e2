import { formatDate } from '../date-format';
import type { IsoDate } from '../dates';
import { formatUsd, type Cents } from '../money';
import { findBankContact } from './bank-phone-book';
import type { FeeKind } from './fee-kinds';

/** What a fee is called in a request to the bank ("an overdraft fee"). */
const FEE_NAMES: Record<FeeKind, string> = {
  atm: 'an ATM fee',
  overdraft: 'an overdraft fee',
  insufficient_funds: 'an insufficient funds fee',
  foreign_transaction: 'a foreign transaction fee',
  monthly_maintenance: 'a monthly maintenance fee',
  late: 'a late fee',
  interest: 'an interest charge',
  annual_card: 'an annual fee',
  wire: 'a wire transfer fee',
  other: 'a fee',
};

export interface RefundRequestInput {
  kind: FeeKind;
  amountCents: Cents;
  date: IsoDate;
  accountName: string;
  /** The last digits of the account, when known ("1234"). */
  accountMask?: string | null;
  institutionName?: string | null;
  /** Whole years the customer has been with the bank, when known (the oldest row's age). */
  yearsWithBank?: number | null;
  /** Fees on this account in the 12 months up to the fee, the fee itself included (>= 1). */
  feesLast12Months: number;
}

export interface RefundRequest {
  /** To paste into the bank's secure messaging. */
  message: string;
  /** What to say on the phone, one line per step. */
  phoneScript: string[];
  /** The bank's customer-service line, or null when the bank is not in the catalogue. */
  phone: { bankName: string; number: string } | null;
}

function historyLine(input: RefundRequestInput): string {
  const years = input.yearsWithBank ?? 0;
  const loyal =
    years >= 1 ? `I have been a customer for ${years === 1 ? 'over a year' : `over ${years} years`}` : '';
  const count = input.feesLast12Months;
  const record =
    count <= 1
      ? 'this is the first time I have been charged a fee like this'
      : `this is one of only ${count} fees in the last 12 months`;
  return loyal ? `${loyal}, and ${record}.` : `${record[0]!.toUpperCase()}${record.slice(1)}.`;
}

/**
 * The message and phone script that ask a bank to give a fee back, filled with the fee's date, amount,
 * account and the customer's history ("first time" when it is: banks waive a first fee most readily).
 */
export function buildRefundRequest(input: RefundRequestInput): RefundRequest {
  const fee = FEE_NAMES[input.kind];
  const amount = formatUsd(input.amountCents);
  const when = formatDate(input.date);
  const account = input.accountMask
    ? `my ${input.accountName} account ending in ${input.accountMask}`
    : `my ${input.accountName} account`;
  const history = historyLine(input);
  const message = [
    'Hello,',
    `On ${when}, ${account} was charged ${fee} of ${amount}. ${history}`,
    `Could you please refund this ${amount} fee as a courtesy? Thank you for your help.`,
  ].join('\n\n');
  const contact = findBankContact(input.institutionName);
  const phoneScript = [
    `Hi, I'm calling about ${fee} of ${amount} charged on ${when} to ${account}.`,
    history,
    `I'd like to ask for this fee to be refunded as a courtesy. Is that something you can do today?`,
    'If they say no: Is there a supervisor or a one-time waiver that could help?',
    'Before you hang up: ask when the refund will show on your account.',
  ];
  return {
    message,
    phoneScript,
    phone: contact ? { bankName: contact.name, number: contact.phone } : null,
  };
}
