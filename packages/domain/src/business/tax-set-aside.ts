import type { AlertCandidate } from '../alerts/types';
import { formatDate } from '../date-format';
import { daysBetween, type IsoDate } from '../dates';
import { formatUsd } from '../money';

/** Set aside for taxes: a share of net profit, 25% until the user sets their own. */
export const DEFAULT_TAX_RATE_PERCENT = 25;
export const TAX_DUE_ALERT_DAYS = 7;

export interface EstimatedTaxPeriod {
  /** The federal estimated-tax due date (Apr 15, Jun 15, Sep 15, Jan 15 of the next year). */
  due: IsoDate;
  /** The months whose profit that payment covers (IRS Form 1040-ES). */
  from: IsoDate;
  to: IsoDate;
}

/** The four federal estimated-tax payments of a tax year and the months each covers. */
export function estimatedTaxPeriods(year: number): EstimatedTaxPeriod[] {
  return [
    { due: `${year}-04-15`, from: `${year}-01-01`, to: `${year}-03-31` },
    { due: `${year}-06-15`, from: `${year}-04-01`, to: `${year}-05-31` },
    { due: `${year}-09-15`, from: `${year}-06-01`, to: `${year}-08-31` },
    { due: `${year + 1}-01-15`, from: `${year}-09-01`, to: `${year}-12-31` },
  ];
}

/** The share of a profit to set aside, rounded to the cent; a loss sets nothing aside. */
export function taxToSetAside(netProfitCents: number, ratePercent: number): number {
  return netProfitCents <= 0 ? 0 : Math.round((netProfitCents * ratePercent) / 100);
}

export interface EstimatedTaxPayment extends EstimatedTaxPeriod {
  /** Net profit of the period's months so far. */
  netProfitCents: number;
  /** What to pay at the due date: the rate times the period's profit. */
  amountCents: number;
}

/** An alert 7 days (or fewer) before a due date with something to pay; one per due date (its key). */
export function taxDueAlerts(today: IsoDate, payments: readonly EstimatedTaxPayment[]): AlertCandidate[] {
  return payments
    .filter((p) => p.amountCents > 0)
    .filter((p) => {
      const days = daysBetween(today, p.due);
      return days >= 0 && days <= TAX_DUE_ALERT_DAYS;
    })
    .map((p) => ({
      kind: 'tax_due',
      dedupeKey: `tax_due:${p.due}`,
      title: `Estimated tax due ${formatDate(p.due)}`,
      body: `Pay ${formatUsd(p.amountCents)} of federal estimated tax by ${formatDate(p.due)}: your set-aside for ${formatDate(p.from)} – ${formatDate(p.to)}.`,
      href: '/business-books?period=this_year&accounts=business',
      eventDate: p.due,
      amountCents: p.amountCents,
    }));
}
