import type { LedgerAccount } from '../../ledger/ledger-transaction';
import { isVariableAmount, median, priceChangesOf } from './amounts';
import { byDay } from './clusters';
import { anchorWords, whyText } from './describe';
import type { SeriesFit } from './fit';
import { classifyStreamKind, kindInputOf } from './kind';
import { MONTH_STEPS } from './cadence';
import { isActive, monthAnchor, nextExpectedDate, semiMonthlyAnchors, timingSpread } from './schedule';
import type { DetectedStream, PreparedTransaction } from './types';

/** The provider's merchant name most rows agree on, else the key's display form. */
function displayName(members: readonly PreparedTransaction[]): string {
  const counts = new Map<string, number>();
  for (const t of members) counts.set(t.merchantDisplay, (counts.get(t.merchantDisplay) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? '';
}

/** 0..1 from the evidence: more charges, fewer skips, less noise, steadier amounts. */
function confidenceOf(fit: SeriesFit, variable: boolean): number {
  const count = fit.members.length;
  const evidence = Math.min(1, 0.45 + 0.07 * count);
  const coverage = Math.min(1, fit.coverage);
  const value = evidence * (0.6 + 0.4 * coverage) * (0.5 + 0.5 * fit.purity) * (variable ? 0.9 : 1);
  return Math.round(Math.max(0, Math.min(1, value)) * 100) / 100;
}

export function buildStream(
  fit: SeriesFit,
  accountType: LedgerAccount['type'] | null,
  todayDay: number,
): Omit<DetectedStream, 'key'> {
  const members = [...fit.members].sort(byDay);
  const first = members[0] as PreparedTransaction;
  const last = members[members.length - 1] as PreparedTransaction;
  const cadence = fit.rule.cadence;
  const dates = members.map((t) => t.date);
  const amounts = members.map((t) => t.cents);
  const sign = first.direction === 'outflow' ? 1 : -1;
  const variable = isVariableAmount(amounts);
  const typical = median(amounts);
  const name = displayName(members);
  const kind = classifyStreamKind(kindInputOf(members, accountType));
  // Every step of a fixed amount, for every kind: a raise, a cost-of-living step, a savings
  // transfer or an owner's draw that steps up is news to the user as much as a subscription's new price.
  const priceChanges = variable ? [] : priceChangesOf(amounts, dates);
  const drifting =
    MONTH_STEPS[cadence] !== undefined && dates.length >= 3 && timingSpread(cadence, dates) > 3;
  const anchorText = drifting
    ? `about every ${median(members.slice(1).map((t, i) => t.day - (members[i] as PreparedTransaction).day))} days`
    : anchorWords(cadence, monthAnchor(dates), semiMonthlyAnchors(dates), last.day);
  return {
    accountId: first.accountId,
    name,
    merchant: name,
    direction: first.direction,
    cadence,
    kind,
    active: isActive(cadence, last.day, todayDay),
    latestAmountCents: sign * last.cents,
    typicalAmountCents: sign * typical,
    firstDate: first.date,
    lastDate: last.date,
    nextDate: nextExpectedDate(cadence, dates),
    transactionIds: members.map((t) => t.id),
    priceChanges,
    variableAmount: variable,
    confidence: confidenceOf(fit, variable),
    why: whyText({
      count: members.length,
      cadence,
      anchorText,
      amounts,
      typicalCents: typical,
      variable,
      priceChanges,
    }),
  };
}
