import {
  addDays,
  daysBetween,
  PAYMENT_DUE_ALERT_DAYS,
  paymentDueAlerts,
  type AlertCandidate,
  type DueDebt,
} from '@tourniquet/domain';
import type { Db } from '../db/client.ts';
import { listAccounts } from '../db/queries/accounts.ts';
import { latestPaymentInByAccount, listDebtTerms } from '../db/queries/debt-terms.ts';
import { loadForecast } from '../forecast/load-forecast.ts';
import { debtKind, isDebtAccount, owedCents } from './debt-accounts.ts';
import { resolveTerms } from './debt-terms.ts';

const later = (a: string | null | undefined, b: string | null | undefined) =>
  !a ? (b ?? null) : !b || a > b ? a : b;

/**
 * The due-date alerts for the alert runner: each card or loan with a due date within 3 days that no
 * payment (the provider's last one, or a payment row posted into the account) already covers, nor the
 * forecast's payments to it before the date (a card's autopay, the adopted plan's).
 */
export async function paymentDueCandidates(db: Db, userId: string, today: string): Promise<AlertCandidate[]> {
  const accounts = (await listAccounts(db, userId)).filter(isDebtAccount);
  const terms = await listDebtTerms(db, userId);
  const withDue = accounts.filter((a) => terms.get(a.id)?.nextPaymentDueDate);
  if (withDue.length === 0) return [];
  const [paidIn, forecastPaid] = await Promise.all([
    latestPaymentInByAccount(
      db,
      userId,
      withDue.map((a) => a.id),
    ),
    // The forecast is asked only when a due date is near enough to alert of.
    withDue.some((a) => {
      const days = daysBetween(today, terms.get(a.id)!.nextPaymentDueDate!);
      return days >= 0 && days <= PAYMENT_DUE_ALERT_DAYS;
    })
      ? forecastPayments(db, userId, today)
      : new Map<string, { date: string; amountCents: number }[]>(),
  ]);
  const debts: DueDebt[] = withDue.map((account) => {
    const stored = terms.get(account.id);
    return {
      accountId: account.id,
      name: account.nickname?.trim() || account.accountName,
      nextPaymentDueDate: stored?.nextPaymentDueDate ?? null,
      minimumPaymentCents: resolveTerms(debtKind(account), owedCents(account), stored).minimumPaymentCents,
      lastPaymentDate: later(stored?.lastPaymentDate, paidIn.get(account.id)),
      forecastPayments: forecastPaid.get(account.id) ?? [],
    };
  });
  return paymentDueAlerts(debts, today);
}

/** The forecast's payments to each card or loan over the next days (of every cash account), by the debt paid. */
async function forecastPayments(db: Db, userId: string, today: string) {
  const forecast = await loadForecast(db, userId, { days: 30 }, today);
  const byDebt = new Map<string, { date: string; amountCents: number }[]>();
  for (const e of forecast.events) {
    if (!e.paysAccountId || e.date > addDays(today, PAYMENT_DUE_ALERT_DAYS)) continue;
    byDebt.set(e.paysAccountId, [...(byDebt.get(e.paysAccountId) ?? []), e]);
  }
  return byDebt;
}
