import { accountDisplayName, type Cents, type IsoDate } from '@tourniquet/domain';
import type {
  AccountDto,
  FeeDto,
  FeeOffsetDto,
  FeeRefundStatus,
  FeesResponse,
  FeeWithRefundDto,
} from '@tourniquet/domain/contracts';

type AccountLike = Pick<AccountDto, 'id' | 'nickname' | 'accountName' | 'institutionName'>;

/** One transaction row of the Fees screen. */
export interface FeeLine {
  transactionId: string;
  date: IsoDate;
  /** What the statement says (the merchant when the bank names one). */
  description: string;
  accountName: string;
  kindLabel: string;
  amountCents: Cents;
  /** Fees only: the ask-for-it-back tracker, with the reversal that gave the fee back when one arrived. */
  refund?: {
    status: FeeRefundStatus;
    askedAt: string | null;
    reversal: { amountCents: Cents; date: IsoDate | null } | null;
  };
  refundable?: boolean;
  /** Fees only: why the radar calls the row a fee (who charged it, what in the row says so). */
  reason?: string;
  /** Fees only: the fee's row is business, shown with a "Business" badge. */
  business?: boolean;
}

export function accountNameOf(accountId: string, accounts: readonly AccountLike[]): string {
  const account = accounts.find((a) => a.id === accountId);
  return account ? accountDisplayName(account) : 'Removed account';
}

function byNewest(a: { date: string; transactionId: string }, b: { date: string; transactionId: string }) {
  return b.date.localeCompare(a.date) || a.transactionId.localeCompare(b.transactionId);
}

function line(row: FeeDto | FeeOffsetDto, kindLabel: string, accounts: readonly AccountLike[]): FeeLine {
  return {
    transactionId: row.transactionId,
    date: row.date,
    description: row.description.trim() || row.merchantName?.trim() || 'Bank fee',
    accountName: accountNameOf(row.accountId, accounts),
    kindLabel,
    amountCents: row.amountCents,
  };
}

/** Every fee, newest first, labelled by its kind. */
export function feeLines(data: FeesResponse, accounts: readonly AccountLike[]): FeeLine[] {
  return data.fees
    .map((f) => ({
      ...line(f, data.kinds[f.kind].label, accounts),
      ...refundOf(f, data),
      business: f.businessUse === 'business',
      reason: f.reason,
    }))
    .sort(byNewest);
}

function refundOf(fee: FeeWithRefundDto, data: FeesResponse): Pick<FeeLine, 'refund' | 'refundable'> {
  const { status, askedAt, refundedTransactionId, refundedCents } = fee.refund;
  // The reversal may fall outside the period shown: its amount is known, its date then is not.
  const row = data.refunds.find((r) => r.transactionId === refundedTransactionId);
  const reversal =
    refundedTransactionId && refundedCents !== null
      ? { amountCents: refundedCents, date: row?.date ?? null }
      : null;
  return { refund: { status, askedAt, reversal }, refundable: fee.refundable };
}

/** Refunds, reversals and interest earned, newest first (positive amounts: money in). */
export function offsetLines(data: FeesResponse, accounts: readonly AccountLike[]): FeeLine[] {
  return data.refunds
    .map((r) =>
      line(
        r,
        r.kind === 'interest_earned' ? 'Interest earned' : `Refund · ${data.kinds[r.kind].label}`,
        accounts,
      ),
    )
    .sort(byNewest);
}

/** Fees by kind, largest first (the server's order), each with its label and how to avoid it. */
export function kindRows(data: FeesResponse) {
  return data.totals.byKind.map((row) => ({ ...row, ...data.kinds[row.kind] }));
}

/** Fees by account, largest first, named as the person calls the account. */
export function accountRows(data: FeesResponse, accounts: readonly AccountLike[]) {
  return data.totals.byAccount.map((row) => {
    const account = accounts.find((a) => a.id === row.accountId);
    return {
      ...row,
      name: accountNameOf(row.accountId, accounts),
      institutionName: account?.institutionName ?? null,
    };
  });
}

export const pluralFees = (count: number) => `${count} ${count === 1 ? 'fee' : 'fees'}`;
