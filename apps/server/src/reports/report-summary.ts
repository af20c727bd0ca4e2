import {
  accountDisplayName,
  MISSING_CATEGORY_SUMMARY_LABEL,
  isAssetGroup,
  netIncomeVerdict,
  netWorth,
  netWorthVerdict,
  pfcDetailedLabel,
  pfcPrimaryLabel,
  SITUATION_GROUP_LABELS,
  SITUATION_GROUPS,
  situationBalanceCents,
  situationGroup,
  sumCents,
  type AccountType,
  type Cents,
  type SituationGroup,
} from '@tourniquet/domain';
import type { CashFlowDto, CategoryRow, ReportSummary, SituationDto } from '@tourniquet/domain/contracts';
import type { AccountRow } from '../db/queries/accounts.ts';
import type {
  CategoryTotal,
  InternalMovements,
  PaidToPeople,
  ReceivedFromPeople,
} from '../db/queries/category-totals.ts';
import type { ReportCriteria } from './report-criteria.ts';

function netWorthAccount(a: AccountRow) {
  return {
    accountType: a.accountType as AccountType,
    accountSubtype: a.accountSubtype,
    accountTypeCustom: a.accountTypeCustom as 'personal' | null,
    isManual: a.isManual,
    balanceCurrentCents: a.balanceCurrentCents,
  };
}

/**
 * An account that is not linked and has no balance yet: an imported file that stated none, or a
 * manual account whose figure was never given. Its $0 is a blank, not a balance.
 */
function balanceMissing(a: AccountRow): boolean {
  return a.isManual && a.balanceSource === null;
}

/** My Situation: current balances of the selected accounts, grouped, with net worth and its verdict. */
export function situationDto(accounts: AccountRow[]): SituationDto {
  const groups = SITUATION_GROUPS.map((key: SituationGroup) => {
    const members = accounts.filter((a) => situationGroup(netWorthAccount(a)) === key);
    const rows = members.map((a) => ({
      id: a.id,
      name: accountDisplayName(a),
      institutionName: a.institutionName,
      balanceCents: situationBalanceCents(netWorthAccount(a)),
      // A manual or imported account's balance is as old as its statement or the user's figure: say so.
      balanceAsOf: a.isManual && a.balanceSource ? a.balanceAsOf : null,
      balanceMissing: balanceMissing(a),
    }));
    return {
      key,
      label: SITUATION_GROUP_LABELS[key],
      isAsset: isAssetGroup(key),
      totalCents: sumCents(rows.map((r) => r.balanceCents)),
      accounts: rows,
    };
  });
  // Net worth is summed over the balances that are known; the missing ones are named, never read as $0.
  const worth = netWorth(accounts.filter((a) => !balanceMissing(a)).map(netWorthAccount));
  const missingBalances = accounts
    .filter(balanceMissing)
    .map((a) => ({ id: a.id, name: accountDisplayName(a) }));
  // A figure that leaves an account out is no verdict on the user's worth: say it is incomplete instead.
  const verdict =
    missingBalances.length === 0
      ? netWorthVerdict(worth.netWorthCents)
      : `Net worth is incomplete: ${missingBalances.length === 1 ? '1 account has' : `${missingBalances.length} accounts have`} no balance yet.`;
  return { groups, ...worth, verdict, missingBalances };
}

type Pick = (t: { earningsCents: Cents; spendingCents: Cents }) => Cents;
const byAmount = (a: { amountCents: Cents; label: string }, b: { amountCents: Cents; label: string }) =>
  b.amountCents - a.amountCents || a.label.localeCompare(b.label);

/** A side's categories: every category with money on that side (refunds may leave one negative). */
function side(totals: CategoryTotal[], pick: Pick) {
  const categories: CategoryRow[] = totals
    .filter((t) => pick(t) !== 0)
    .map((t) => ({
      category: t.category,
      label: t.category === null ? MISSING_CATEGORY_SUMMARY_LABEL : pfcPrimaryLabel(t.category),
      amountCents: pick(t),
      details: t.details
        .filter((d) => pick(d) !== 0)
        .map((d) => ({
          detailed: d.detailed,
          label: d.detailed === null ? MISSING_CATEGORY_SUMMARY_LABEL : pfcDetailedLabel(d.detailed),
          amountCents: pick(d),
        }))
        .sort(byAmount),
    }))
    .sort(byAmount);
  return { totalCents: sumCents(categories.map((c) => c.amountCents)), categories };
}

/**
 * My Spending: earnings and spending per report category (each total is the sum of its category rows),
 * and, apart, the money moved between the user's own accounts and the money paid to and received from other
 * people not yet said what for, which are neither.
 */
export function cashFlowDto(
  totals: CategoryTotal[],
  movements: InternalMovements,
  paidToPeople: PaidToPeople = { outCents: 0, count: 0 },
  receivedFromPeople: ReceivedFromPeople = { inCents: 0, count: 0 },
): CashFlowDto {
  const earnings = side(totals, (t) => t.earningsCents);
  const spending = side(totals, (t) => t.spendingCents);
  const netIncomeCents = earnings.totalCents - spending.totalCents;
  return {
    earnings,
    spending,
    netIncomeCents,
    verdict: netIncomeVerdict(netIncomeCents),
    internalMovements: movements,
    paidToPeople,
    receivedFromPeople,
  };
}

export function summaryDto(
  criteria: ReportCriteria,
  totals: CategoryTotal[],
  movements: InternalMovements,
  paidToPeople?: PaidToPeople,
  receivedFromPeople?: ReceivedFromPeople,
): ReportSummary {
  const { period, selection } = criteria;
  return {
    period: { key: period.key, from: period.from, to: period.to, empty: period.empty },
    accounts: {
      selection: selection.kind === 'ids' ? selection.ids.join(',') : selection.kind,
      accountIds: criteria.accountIds,
    },
    situation: situationDto(criteria.accounts),
    cashFlow: cashFlowDto(totals, movements, paidToPeople, receivedFromPeople),
  };
}

/** The contract's name for it on the server side (the PDF and the tests read it). */
export type ReportSummaryDto = ReportSummary;
