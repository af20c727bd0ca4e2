import { toDayNumber, type IsoDate } from '../../dates';
import type { LedgerAccount, LedgerTransaction } from '../../ledger/ledger-transaction';
import { buildStream } from './build-stream';
import { byDay } from './clusters';
import { joinAcrossKeys, type KeyedFit } from './cross-key';
import { classifyStreamKind, kindInputOf } from './kind';
import { P2P_PATTERN } from './kind-keywords';
import { prepareTransactions } from './prepare';
import { findSeriesInGroup } from './series-finder';
import type { DetectedStream, PreparedTransaction } from './types';

export type { Cadence, StreamKind, StreamDirection, PriceChange, DetectedStream } from './types';
export { normalizeMerchant, type NormalizedMerchant } from './normalize-merchant';
export { classifyStreamKind, type KindInput } from './kind';
export { nextExpectedDate } from './schedule';
export { activeGraceDays, CADENCE_DAYS as RECURRING_CADENCE_DAYS } from './cadence';

export interface DetectRecurringOptions {
  /** The injected clock's date: decides `active`. */
  today: IsoDate;
  /** Account types tell card payments and loan payments apart; optional (text rules apply without). */
  accounts?: readonly LedgerAccount[];
}

interface KeylessStream {
  merchantKey: string;
  stream: Omit<DetectedStream, 'key'>;
}

/** Transactions by account, direction and merchant key (nested maps: no key string per transaction). */
function groupsOf(prepared: readonly PreparedTransaction[]): PreparedTransaction[][] {
  const byAccount = new Map<string, Map<string, PreparedTransaction[]>>();
  const groups: PreparedTransaction[][] = [];
  for (const t of prepared) {
    const scope = `${t.accountId}\u0000${t.direction}`;
    let byMerchant = byAccount.get(scope);
    if (!byMerchant) {
      byMerchant = new Map();
      byAccount.set(scope, byMerchant);
    }
    const list = byMerchant.get(t.merchantKey);
    if (list) list.push(t);
    else {
      const created = [t];
      byMerchant.set(t.merchantKey, created);
      groups.push(created);
    }
  }
  return groups;
}

/**
 * Recurring series (subscriptions, bills, pay, transfers, loan payments) in one user's transactions.
 * Pure: the same input and `today` give the same output. Grouping is by account, direction and merchant
 * key, so refunds (money in at a subscription's merchant) never join its series. O(n log n) plus, per
 * group, a chain search bounded by the charges inside one cadence window.
 */
export function detectRecurring(
  transactions: readonly LedgerTransaction[],
  options: DetectRecurringOptions,
): DetectedStream[] {
  const todayDay = toDayNumber(options.today);
  const accounts = new Map((options.accounts ?? []).map((account) => [account.id, account]));
  const visible = transactions.filter((t) => t.date <= options.today);
  // Series per account and direction first, so pieces renamed by the bank can be joined across keys.
  const byScope = new Map<string, KeyedFit[]>();
  for (const group of groupsOf(prepareTransactions(visible, accounts))) {
    if (group.length < 2) continue;
    group.sort(byDay); // statements arrive newest first as often as oldest first
    const sample = group[group.length - 1] as PreparedTransaction;
    const kind = classifyStreamKind(kindInputOf(group, accounts.get(sample.accountId)?.type ?? null));
    const personToPerson = P2P_PATTERN.test(sample.cleanText);
    const scope = `${sample.accountId}\u0000${sample.direction}`;
    const list = byScope.get(scope) ?? [];
    for (const fit of findSeriesInGroup(group, kind, personToPerson))
      list.push({ merchantKey: sample.merchantKey, fit });
    byScope.set(scope, list);
  }
  const streams: KeylessStream[] = [];
  for (const list of byScope.values()) {
    for (const { merchantKey, fit } of joinAcrossKeys(list)) {
      const first = fit.members[0] as PreparedTransaction;
      const accountType = accounts.get(first.accountId)?.type ?? null;
      streams.push({ merchantKey, stream: buildStream(fit, accountType, todayDay) });
    }
  }
  return withStableKeys(streams);
}

/**
 * Keys from account, direction, merchant key and cadence; never from amounts or dates, so a price rise or
 * a new month keeps the key (and the user's dismissed/cancelled decision). Two series that still collide
 * (two monthly plans at one merchant) are ranked by typical amount.
 */
function withStableKeys(streams: KeylessStream[]): DetectedStream[] {
  const sorted = [...streams].sort(
    (a, b) =>
      compare(a.stream.accountId, b.stream.accountId) ||
      compare(a.merchantKey, b.merchantKey) ||
      Math.abs(a.stream.typicalAmountCents) - Math.abs(b.stream.typicalAmountCents) ||
      compare(a.stream.firstDate, b.stream.firstDate),
  );
  const used = new Map<string, number>();
  return sorted.map(({ merchantKey, stream }) => {
    const base = `${stream.accountId}:${merchantKey}:${stream.direction}:${stream.cadence}`;
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    return { key: seen === 0 ? base : `${base}:${seen + 1}`, ...stream };
  });
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
