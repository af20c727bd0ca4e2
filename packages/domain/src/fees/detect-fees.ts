import type { LedgerAccount, LedgerTransaction } from '../ledger/ledger-transaction';
import { classifyFee } from './classify-fee';
import type { DetectedFee, FeeRefund } from './fee-kinds';
import { classifyFeeRefund } from './fee-refunds';

/**
 * The fee radar over a user's rows: every charge of the institution holding the account (money out), and
 * the money in that offsets them (fee reversals and refunds, interest earned). Input order is kept. Rows
 * of zero cents are neither: a waived fee printed at $0.00 cost nothing.
 */
export function detectFees(
  transactions: readonly LedgerTransaction[],
  accounts: readonly LedgerAccount[] = [],
): { fees: DetectedFee[]; refunds: FeeRefund[] } {
  const accountById = new Map(accounts.map((account) => [account.id, account]));
  const fees: DetectedFee[] = [];
  const refunds: FeeRefund[] = [];
  for (const t of transactions) {
    const account = accountById.get(t.accountId);
    const base = { transactionId: t.id, date: t.date, accountId: t.accountId };
    if (t.amountCents > 0) {
      const kind = classifyFee(t, account);
      if (kind) fees.push({ ...base, kind, amountCents: t.amountCents });
    } else if (t.amountCents < 0) {
      const kind = classifyFeeRefund(t, account);
      if (kind) refunds.push({ ...base, kind, amountCents: -t.amountCents });
    }
  }
  return { fees, refunds };
}
