import type { Cents, PeriodKey, SituationGroup } from '@tourniquet/domain';

/** GET /api/reports/summary (apps/server/src/routes/reports/report-summary.ts), money in integer cents. */
export interface ReportSummary {
  period: { key: PeriodKey; from: string; to: string; empty: boolean };
  accounts: { selection: string; accountIds: string[] | null };
  situation: {
    groups: SituationGroupDto[];
    assetsCents: Cents;
    liabilitiesCents: Cents;
    netWorthCents: Cents;
    verdict: string;
  };
  cashFlow: {
    earnings: CashFlowSide;
    spending: CashFlowSide;
    netIncomeCents: Cents;
    verdict: string;
    /** How much of earnings (in) and spending (out) moved between the user's own accounts. */
    internalMovements: { inCents: Cents; outCents: Cents };
  };
}

export interface SituationGroupDto {
  key: SituationGroup;
  label: string;
  isAsset: boolean;
  totalCents: Cents;
  accounts: { id: string; name: string; institutionName: string; balanceCents: Cents }[];
}

export interface CashFlowSide {
  totalCents: Cents;
  categories: CategoryRow[];
}

export interface CategoryRow {
  /** The drill-down filter value; null = no category ("Other"). */
  category: string | null;
  label: string;
  amountCents: Cents;
}
