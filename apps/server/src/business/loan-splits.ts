import {
  isLoanPayment,
  loanSplitFromText,
  loanSplitsFromRate,
  type LoanPayment,
  type LoanSplit,
} from '@tourniquet/domain';
import type { Db } from '../db/client.ts';
import type { BusinessRow } from '../db/queries/business-books.ts';
import { loadRatedLoans, unsplitUneditedIds, type RatedLoan } from '../db/queries/loan-accounts.ts';
import { replaceSplits } from '../db/queries/transaction-splits.ts';

/**
 * Splits a business loan payment into its interest (loan_interest, Schedule C line 16b) and its principal
 * (loan_principal, not profit or loss) where the split is known: the statement gives it, or the payment names
 * a loan of the user whose yearly rate is known (the Debts screen's or the provider's APR) and whose balance
 * is. The split is stored as the row's two parts with why as their note; the owner may change or undo it as
 * any split. A payment the owner or a rule settled, edited by hand, or split already is left alone; one whose
 * split is not known keeps the suggestion's principal and waits in the review inbox (business-suggestion.ts).
 */

const CHOSEN = new Set(['user', 'rule']);
const OTHER_LOAN_PAYMENT = { primary: 'LOAN_PAYMENTS', detailed: 'LOAN_PAYMENTS_OTHER_PAYMENT' };

const words = (text: string) => text.toLowerCase().match(/[a-z]{3,}/g) ?? [];
const GENERIC = new Set(['loan', 'loans', 'bank', 'the', 'and', 'account', 'business', 'credit', 'union']);

/** The loan a payment names: its account number's last four digits, or every telling word of a name. */
function loanNamedBy(text: string, loans: readonly RatedLoan[]): RatedLoan | undefined {
  const lower = text.toLowerCase();
  const said = new Set(words(lower));
  return loans.find(
    (loan) =>
      (loan.mask !== null && new RegExp(`\\b${loan.mask}\\b`).test(lower)) ||
      loan.names.some((name) => {
        const telling = words(name).filter((w) => !GENERIC.has(w));
        return telling.length > 0 && telling.every((w) => said.has(w));
      }),
  );
}

const textOf = (row: BusinessRow) => `${row.merchantName ?? ''} ${row.description}`.trim();

/** Writes the known splits of the user's open business loan payments; returns how many rows it split. */
export async function splitKnownLoanPayments(
  db: Db,
  userId: string,
  rows: readonly BusinessRow[],
): Promise<number> {
  const payments = rows.filter(
    (row) =>
      row.use === 'business' &&
      !(row.businessSource !== null && CHOSEN.has(row.businessSource)) &&
      isLoanPayment(textOf(row), row.personalDetailed, row.amountCents),
  );
  if (payments.length === 0) return 0;
  const open = await unsplitUneditedIds(
    db,
    userId,
    payments.map((p) => p.id),
  );
  const splits = new Map<string, LoanSplit>();
  const byLoan = new Map<RatedLoan, LoanPayment[]>();
  const loans = await loadRatedLoans(db, userId);
  for (const row of payments) {
    if (!open.has(row.id)) continue;
    const stated = loanSplitFromText(textOf(row), row.amountCents);
    if (stated) {
      splits.set(row.id, stated);
      continue;
    }
    const loan = loanNamedBy(textOf(row), loans);
    if (loan) byLoan.set(loan, [...(byLoan.get(loan) ?? []), row]);
  }
  for (const [loan, paid] of byLoan) {
    for (const [id, split] of loanSplitsFromRate(paid, loan.aprThousandths, loan.balanceCents)) {
      splits.set(id, split);
    }
  }
  const personalOf = new Map(payments.map((p) => [p.id, p.personalDetailed]));
  for (const [id, split] of splits) {
    const detailed = personalOf.get(id);
    const personalCategory =
      detailed && detailed.startsWith('LOAN_PAYMENTS_')
        ? { primary: 'LOAN_PAYMENTS', detailed }
        : OTHER_LOAN_PAYMENT;
    await replaceSplits(db, userId, id, [
      {
        amountCents: split.interestCents,
        personalCategory,
        businessUse: 'business',
        businessCategory: 'loan_interest',
        note: split.reason,
      },
      {
        amountCents: split.principalCents,
        personalCategory,
        businessUse: 'business',
        businessCategory: 'loan_principal',
        note: split.reason,
      },
    ]);
  }
  return splits.size;
}
