import {
  accountDisplayName,
  chartPoints,
  compareIso,
  isObligation,
  maxIso,
  minIso,
  netWorthHistory,
  type AccountType,
} from '@tourniquet/domain';
import type { NetWorthHistory } from '@tourniquet/domain/contracts';
import type { Db } from '../../db/client.ts';
import type { AccountRow } from '../../db/queries/accounts.ts';
import { dailyAmounts, firstKnownDay, storedBalances } from '../../db/queries/balance-snapshots.ts';
import type { ReportCriteria } from '../../reports/report-criteria.ts';

const obligation = (a: AccountRow) =>
  isObligation({
    accountType: a.accountType as AccountType,
    accountSubtype: a.accountSubtype,
    accountTypeCustom: a.accountTypeCustom as 'personal' | null,
    isManual: a.isManual,
    balanceCurrentCents: a.balanceCurrentCents,
  });

/**
 * Net worth at the end of each charted day of the report's period, for its accounts. Known balances are
 * the stored daily snapshots and today's current balance (the figure My Situation shows); other days walk
 * backwards from the nearest later known balance through the per-day sums of the transactions. The chart
 * runs from the later of the period's start and the first known day, to the earlier of its end and today
 * (no balance is known for a day that has not happened).
 */
export async function netWorthHistoryDto(
  db: Db,
  userId: string,
  criteria: ReportCriteria,
  today: string,
): Promise<NetWorthHistory> {
  const { period } = criteria;
  // An account that is not linked and was never given a balance has no history: walking back from its $0
  // would invent one (past days showing its spending as money held). It is left out and named, as My
  // Situation leaves it out of today's figure.
  const missing = criteria.accounts.filter((a) => a.isManual && a.balanceSource === null);
  const accounts = criteria.accounts.filter((a) => !missing.includes(a));
  const missingBalances = missing.map((a) => ({ id: a.id, name: accountDisplayName(a) }));
  const ids = accounts.map((a) => a.id);
  const first = await firstKnownDay(db, userId, ids);
  const from = maxIso(period.from, minIso(first ?? today, today));
  const to = minIso(period.to, today);
  const base = { period: { key: period.key, from: period.from, to: period.to }, missingBalances };
  if (period.empty || ids.length === 0 || compareIso(from, to) > 0) return { ...base, points: [] };

  const range = { from, through: today, accountIds: ids };
  const [stored, amounts] = await Promise.all([
    storedBalances(db, userId, range),
    dailyAmounts(db, userId, range),
  ]);
  const history = accounts.map((a) => ({
    obligation: obligation(a),
    knownBalances: [
      ...stored
        .filter((s) => s.accountId === a.id && s.day !== today)
        .map((s) => ({ date: s.day, balanceCents: s.balanceCents })),
      { date: today, balanceCents: a.balanceCurrentCents },
    ],
    dailyAmounts: amounts.filter((d) => d.accountId === a.id),
  }));
  return { ...base, points: chartPoints(netWorthHistory(history, from, to)) };
}
