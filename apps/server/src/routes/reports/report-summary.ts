import {
  accountDisplayName,
  categoryLabel,
  isAssetGroup,
  netIncomeVerdict,
  netWorth,
  netWorthVerdict,
  SITUATION_GROUP_LABELS,
  SITUATION_GROUPS,
  situationBalanceCents,
  situationGroup,
  sumCents,
  type AccountType,
  type Cents,
  type SituationGroup,
} from '@tourniquet/domain';
import type { AccountRow } from '../../db/queries/accounts.ts';
import type { CategoryTotal, InternalMovements } from '../../db/queries/category-totals.ts';
import type { ReportCriteria } from './report-criteria.ts';

export interface CategoryRowDto {
  /** The raw first category item (the drill-down filter value); null = no category. */
  category: string | null;
  label: string;
  amountCents: Cents;
}

function netWorthAccount(a: AccountRow) {
  return {
    accountType: a.accountType as AccountType,
    accountSubtype: a.accountSubtype,
    accountTypeCustom: a.accountTypeCustom as 'personal' | null,
    isManual: a.isManual,
    balanceCurrentCents: a.balanceCurrentCents,
  };
}

/** My Situation: current balances of the selected accounts, grouped, with net worth and its verdict. */
export function situationDto(accounts: AccountRow[]) {
  const groups = SITUATION_GROUPS.map((key: SituationGroup) => {
    const members = accounts.filter((a) => situationGroup(netWorthAccount(a)) === key);
    const rows = members.map((a) => ({
      id: a.id,
      name: accountDisplayName(a),
      institutionName: a.institutionName,
      balanceCents: situationBalanceCents(netWorthAccount(a)),
    }));
    return {
      key,
      label: SITUATION_GROUP_LABELS[key],
      isAsset: isAssetGroup(key),
      totalCents: sumCents(rows.map((r) => r.balanceCents)),
      accounts: rows,
    };
  });
  const worth = netWorth(accounts.map(netWorthAccount));
  return { groups, ...worth, verdict: netWorthVerdict(worth.netWorthCents) };
}

function side(totals: CategoryTotal[], pick: (t: CategoryTotal) => Cents) {
  const categories: CategoryRowDto[] = totals
    .filter((t) => pick(t) > 0)
    .map((t) => ({ category: t.category, label: categoryLabel(t.category, 'summary'), amountCents: pick(t) }))
    .sort((a, b) => b.amountCents - a.amountCents || a.label.localeCompare(b.label));
  return { totalCents: sumCents(categories.map((c) => c.amountCents)), categories };
}

/**
 * My Spending: earnings and spending per report category (each total is the sum of its category rows),
 * and, apart, the money moved between the user's own accounts, which is neither.
 */
export function cashFlowDto(totals: CategoryTotal[], movements: InternalMovements) {
  const earnings = side(totals, (t) => t.earningsCents);
  const spending = side(totals, (t) => t.spendingCents);
  const netIncomeCents = earnings.totalCents - spending.totalCents;
  return {
    earnings,
    spending,
    netIncomeCents,
    verdict: netIncomeVerdict(netIncomeCents),
    internalMovements: movements,
  };
}

export function summaryDto(criteria: ReportCriteria, totals: CategoryTotal[], movements: InternalMovements) {
  const { period, selection } = criteria;
  return {
    period: { key: period.key, from: period.from, to: period.to, empty: period.empty },
    accounts: {
      selection: selection.kind === 'ids' ? selection.ids.join(',') : selection.kind,
      accountIds: criteria.accountIds,
    },
    situation: situationDto(criteria.accounts),
    cashFlow: cashFlowDto(totals, movements),
  };
}

export type ReportSummaryDto = ReturnType<typeof summaryDto>;
