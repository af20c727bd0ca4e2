import {
  accountDisplayName,
  addDays,
  isCashAccount,
  isCreditAccount,
  parseAccountSelection,
  projectForecast,
  selectedAccountIds,
  type ForecastStream,
} from '@tourniquet/domain';
import type { ForecastResponse } from '@tourniquet/domain/contracts';
import { ownAccountsIncluding } from '../accounts/own-accounts.ts';
import type { Db } from '../db/client.ts';
import { forecastCardRows, forecastRows, forecastTransfersOut } from '../db/queries/forecast-rows.ts';
import { debtKind, isDebtAccount } from '../debts/debt-accounts.ts';
import { adoptedPlanPayments } from '../debts/plan-payments.ts';
import { listStreams } from '../recurring/list-streams.ts';

/**
 * The forecast for the signed-in user: the cash accounts of the report filter's selection (another
 * user's id is a 404, as in every report), their balances (the provider's, or an unlinked account's anchor
 * moved by its rows, docs/decisions/020), the stored recurring series (docs/decisions/012) with the user's
 * decisions, and the accounts' recent rows.
 */
export async function loadForecast(
  db: Db,
  userId: string,
  query: { days: number; accounts?: string | undefined },
  asOf: string,
  /** The overdraft alert's cushion: below it a day counts as the overdraft (the API's is zero). */
  cushionCents = 0,
): Promise<ForecastResponse> {
  const selection = parseAccountSelection(query.accounts);
  const own = await ownAccountsIncluding(db, userId, selection.kind === 'ids' ? selection.ids : undefined);
  const ids = selectedAccountIds(selection, own);
  const cash = own.filter((a) => (ids === null || ids.includes(a.id)) && isCashAccount(a));
  const cashIds = cash.map((a) => a.id);
  // Every card of the user, selected or not: a selected checking account may pay any of them.
  const cardIds = own
    .filter((a) => isCreditAccount({ type: a.accountType, subtype: a.accountSubtype }))
    .map((a) => a.id);
  // And every loan: a series that pays one is the payment its due-date alert waits for.
  const loanIds = own.filter((a) => isDebtAccount(a) && debtKind(a) !== 'credit_card').map((a) => a.id);
  const payer = planPayer(own.filter(isCashAccount));
  const [streams, rows, cardRows, transfersOut, plannedPayments] = await Promise.all([
    cash.length === 0 ? [] : listStreams(db, userId),
    forecastRows(db, userId, cashIds, asOf),
    cash.length === 0 ? [] : forecastCardRows(db, userId, [...cardIds, ...loanIds], asOf),
    cardIds.length + loanIds.length === 0 ? [] : forecastTransfersOut(db, userId, cashIds, asOf),
    payer && cashIds.includes(payer.id)
      ? adoptedPlanPayments(db, userId, asOf, addDays(asOf, query.days), payer.id)
      : [],
  ]);
  const byTransaction = new Map<string, string>();
  for (const s of streams) for (const id of s.transactionIds) byTransaction.set(id, s.id);
  const forecastStreams: ForecastStream[] = streams
    .filter((s) => cashIds.includes(s.accountId))
    .map((s) => ({
      id: s.id,
      accountId: s.accountId,
      name: s.name,
      merchant: s.merchant,
      kind: s.kind,
      cadence: s.cadence,
      direction: s.direction,
      active: s.active,
      status: s.status,
      amountCents: s.amountCents,
      typicalAmountCents: s.typicalAmountCents,
      variableAmount: s.variableAmount,
      lastDate: s.lastDate,
      nextDate: s.nextDate,
    }));
  return projectForecast({
    asOf,
    days: query.days,
    accounts: cash.map((a) => ({
      id: a.id,
      name: accountDisplayName(a),
      balanceCents: a.balanceCurrentCents,
    })),
    streams: forecastStreams,
    rows: rows.map((r) => ({ ...r, streamId: byTransaction.get(r.id) ?? null })),
    cards: cardIds.map((id) => ({ id, rows: cardRows.filter((r) => r.accountId === id) })),
    loans: loanIds.map((id) => ({ id, rows: cardRows.filter((r) => r.accountId === id) })),
    seriesCharges: transfersOut.map((r) => ({ ...r, streamId: byTransaction.get(r.id) ?? null })),
    cushionCents,
    plannedPayments,
  });
}

/**
 * The account an adopted debt plan's extra payments leave from: the checking account holding the most (where
 * bills are paid from), else the cash account holding the most. The payments are in a forecast of the accounts
 * that include it.
 */
function planPayer<A extends { id: string; accountSubtype: string | null; balanceCurrentCents: number }>(
  cash: readonly A[],
): A | null {
  const most = (list: readonly A[]) =>
    list.reduce<A | null>(
      (best, a) => (!best || a.balanceCurrentCents > best.balanceCurrentCents ? a : best),
      null,
    );
  return most(cash.filter((a) => (a.accountSubtype ?? '').toLowerCase() === 'checking')) ?? most(cash);
}
