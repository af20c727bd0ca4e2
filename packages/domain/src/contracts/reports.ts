import type { IsoDate } from '../dates';
import type { SituationGroup } from '../money-situation';
import type { MonthlyFlow } from '../monthly-series';
import type { Cents } from '../money';
import type { NetWorthPoint } from '../net-worth-history';
import type { PeriodKey } from '../period-keys';

/** One detailed category inside a report row (the drill-down's `category` value is `detailed`). */
export interface CategoryDetailRow {
  /** PFC v1 detailed name; null = uncategorised. */
  detailed: string | null;
  label: string;
  amountCents: Cents;
}

/** One category of earnings or spending: a PFC v1 primary, opening into its detailed ones. */
export interface CategoryRow {
  /** PFC v1 primary (the drill-down filter value); null = no category ("Other"). */
  category: string | null;
  /** Friendly label: "Food & Drink". */
  label: string;
  /** Spending nets refunds, so a category of refunds alone is negative. */
  amountCents: Cents;
  /** Its detailed categories, largest first; they add up to amountCents. */
  details: CategoryDetailRow[];
}

export interface CashFlowSide {
  /** The sum of its category rows. */
  totalCents: Cents;
  categories: CategoryRow[];
}

export interface SituationGroupDto {
  key: SituationGroup;
  label: string;
  isAsset: boolean;
  totalCents: Cents;
  accounts: {
    id: string;
    name: string;
    institutionName: string;
    balanceCents: Cents;
    /** For an account that is not linked: the day its balance (a statement's or the user's) stands at. */
    balanceAsOf?: IsoDate | null;
    /** Not linked and no balance given yet: show "Balance missing", never $0.00. */
    balanceMissing?: boolean;
  }[];
}

/** My Situation: current balances of the selected accounts, grouped, with net worth and its verdict. */
export interface SituationDto {
  groups: SituationGroupDto[];
  assetsCents: Cents;
  liabilitiesCents: Cents;
  netWorthCents: Cents;
  verdict: string;
  /**
   * Selected accounts with no balance yet: left out of the figures above, which therefore say
   * "balance missing" until each is given. Empty when every balance is known.
   */
  missingBalances: { id: string; name: string }[];
}

/** My Spending: earnings and spending per category, and apart, money moved between own accounts. */
export interface CashFlowDto {
  earnings: CashFlowSide;
  spending: CashFlowSide;
  netIncomeCents: Cents;
  verdict: string;
  /** How much of earnings (in) and spending (out) moved between the user's own accounts. */
  internalMovements: { inCents: Cents; outCents: Cents };
  /**
   * Paid to other people and not yet said what for: Zelle, Venmo, Cash App, bill pay to a
   * person, cheques. Neither earnings nor spending, and never in internalMovements. `count` rows.
   */
  paidToPeople: { outCents: Cents; count: number };
  /**
   * Received from other people and not yet said what for (a Zelle, Venmo or Cash App payment from a
   * person, a cheque from someone): neither earnings nor a refund, and never in internalMovements.
   */
  receivedFromPeople: { inCents: Cents; count: number };
}

/** GET /api/reports/summary, money in integer cents. */
export interface ReportSummary {
  period: { key: PeriodKey; from: IsoDate; to: IsoDate; empty: boolean };
  /** selection: 'all' | 'personal' | 'business' | comma-joined ids; accountIds null = every account. */
  accounts: { selection: string; accountIds: string[] | null };
  situation: SituationDto;
  cashFlow: CashFlowDto;
}

/** GET /api/reports/net-worth-history: net worth at the end of each charted day (integer cents). */
export interface NetWorthHistory {
  period: { key: PeriodKey; from: IsoDate; to: IsoDate };
  points: NetWorthPoint[];
  /** Selected accounts left out because no balance was ever given for them (never counted as $0). */
  missingBalances?: { id: string; name: string }[];
}

/** GET /api/reports/monthly-cash-flow: the summary's money in and out, per calendar month. */
export interface MonthlyCashFlow {
  period: { key: PeriodKey; from: IsoDate; to: IsoDate };
  months: MonthlyFlow[];
  inCents: Cents;
  outCents: Cents;
}

/** GET /api/reports/today: the server's calendar day. */
export interface ServerToday {
  today: IsoDate;
}
