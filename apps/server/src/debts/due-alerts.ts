import { paymentDueAlerts, type AlertCandidate, type DueDebt } from '@tourniquet/domain';
import type { Db } from '../db/client.ts';
import { listAccounts } from '../db/queries/accounts.ts';
import { latestPaymentInByAccount, listDebtTerms } from '../db/queries/debt-terms.ts';
import { debtKind, isDebtAccount, owedCents } from './debt-accounts.ts';
import { resolveTerms } from './debt-terms.ts';

const later = (a: string | null | undefined, b: string | null | undefined) =>
  !a ? (b ?? null) : !b || a > b ? a : b;

/**
 * The due-date alerts for the alert runner: each card or loan with a due date within 3 days that no
 * payment (the provider's last one, or a payment row posted into the account) already covers.
 */
export async function paymentDueCandidates(db: Db, userId: string, today: string): Promise<AlertCandidate[]> {
  const accounts = (await listAccounts(db, userId)).filter(isDebtAccount);
  const terms = await listDebtTerms(db, userId);
  const withDue = accounts.filter((a) => terms.get(a.id)?.nextPaymentDueDate);
  if (withDue.length === 0) return [];
  const paidIn = await latestPaymentInByAccount(
    db,
    userId,
    withDue.map((a) => a.id),
  );
  const debts: DueDebt[] = withDue.map((account) => {
    const stored = terms.get(account.id);
    return {
      accountId: account.id,
      name: account.nickname?.trim() || account.accountName,
      nextPaymentDueDate: stored?.nextPaymentDueDate ?? null,
      minimumPaymentCents: resolveTerms(debtKind(account), owedCents(account), stored).minimumPaymentCents,
      lastPaymentDate: later(stored?.lastPaymentDate, paidIn.get(account.id)),
    };
  });
  return paymentDueAlerts(debts, today);
}
