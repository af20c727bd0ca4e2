import {
  accountDisplayName,
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
import { forecastCardRows, forecastRows } from '../db/queries/forecast-rows.ts';
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
  const [streams, rows, cardRows] = await Promise.all([
    cash.length === 0 ? [] : listStreams(db, userId),
    forecastRows(db, userId, cashIds, asOf),
    cash.length === 0 ? [] : forecastCardRows(db, userId, cardIds, asOf),
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
    cushionCents,
  });
}
