import { isCashAccount, overdraftAlert, type AlertCandidate } from '@tourniquet/domain';
import type { Db } from '../db/client.ts';
import { listAccounts } from '../db/queries/accounts.ts';
import { withdrawOverdraftAlerts } from '../db/queries/notifications.ts';
import { loadForecast } from './load-forecast.ts';

/**
 * The overdraft alert for the alert runner: the next 30 days of all the user's cash accounts; a predicted
 * overdraft within 7 days is one candidate (stored once by its day, docs/decisions/016). An earlier warning
 * that no longer holds (a pay arrived, a bill moved) is withdrawn: dismissed, so it leaves the list, and its
 * row keeps its key, so the same prediction coming back is not alerted twice.
 */
export async function overdraftCandidates(
  db: Db,
  userId: string,
  today: string,
  now: Date,
  /** The user's cushion (notification settings): warned below it, not only below zero. */
  cushionCents = 0,
): Promise<AlertCandidate[]> {
  // Only balances someone stated (the bank's, a statement's, the user's): from an unknown start, a projection
  // below zero says nothing about the account.
  const known = (await listAccounts(db, userId)).filter(
    (a) => isCashAccount(a) && (!a.isManual || a.balanceSource !== null),
  );
  const forecast =
    known.length === 0
      ? null
      : await loadForecast(
          db,
          userId,
          { days: 30, accounts: known.map((a) => a.id).join(',') },
          today,
          cushionCents,
        );
  const alert = forecast && overdraftAlert(forecast, cushionCents);
  await withdrawOverdraftAlerts(db, userId, today, now, alert ? alert.dedupeKey : null);
  return alert ? [alert] : [];
}
