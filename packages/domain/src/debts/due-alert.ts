import type { AlertCandidate } from '../alerts/types';
import { formatDate } from '../date-format';
import { addDays, daysBetween, type IsoDate } from '../dates';
import { formatUsd, type Cents } from '../money';

/** The due-date alert comes this many days before a payment is due (and on each day until then). */
export const PAYMENT_DUE_ALERT_DAYS = 3;
export const PAYMENT_DUE_DEDUPE_PREFIX = 'payment_due:';

export interface DueDebt {
  accountId: string;
  name: string;
  nextPaymentDueDate: IsoDate | null;
  minimumPaymentCents: Cents | null;
  /** The latest payment into the card or loan that we know of (provider's or a posted row). */
  lastPaymentDate: IsoDate | null;
  /** The forecast's payments to it from tomorrow on (a card's autopay, the adopted plan's extra). */
  forecastPayments?: readonly { date: IsoDate; amountCents: Cents }[];
}

/**
 * The forecast already pays the due date: its payments to the debt up to that day come to the minimum (or to
 * something, when the minimum is unknown).
 */
function forecastPays(debt: DueDebt, due: IsoDate): boolean {
  const cents = (debt.forecastPayments ?? [])
    .filter((p) => p.date <= due)
    .reduce((sum, p) => sum + p.amountCents, 0);
  return cents > 0 && cents >= (debt.minimumPaymentCents ?? 0);
}

/**
 * A statement comes at least 21 days before its due date (the CARD Act's rule for cards; lenders do the
 * same), so a payment from then on is a payment of that statement; an earlier one paid the one before.
 */
const STATEMENT_LEAD_DAYS = 21;

/**
 * A payment due within 3 days that nothing shows as paid yet: a payment dated 21 days or less before the
 * due date pays it, and so does the forecast's payment to it before the date (an autopay on its way). One alert
 * per account and due date (the dedupe key), so it is never repeated however often the rules run.
 */
export function paymentDueAlerts(debts: readonly DueDebt[], today: IsoDate): AlertCandidate[] {
  const out: AlertCandidate[] = [];
  for (const debt of debts) {
    const due = debt.nextPaymentDueDate;
    if (!due) continue;
    const days = daysBetween(today, due);
    if (days < 0 || days > PAYMENT_DUE_ALERT_DAYS) continue;
    if (debt.lastPaymentDate && debt.lastPaymentDate >= addDays(due, -STATEMENT_LEAD_DAYS)) continue;
    if (forecastPays(debt, due)) continue;
    const minimum = debt.minimumPaymentCents;
    const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `on ${formatDate(due)}`;
    out.push({
      kind: 'payment_due',
      dedupeKey: `${PAYMENT_DUE_DEDUPE_PREFIX}${debt.accountId}:${due}`,
      title: `${debt.name}: payment due ${when}`,
      body:
        (minimum !== null && minimum > 0
          ? `The minimum payment of ${formatUsd(minimum)} is due on ${formatDate(due)}. `
          : `A payment is due on ${formatDate(due)}. `) +
        'Paying late adds a fee; paying the statement in full keeps new purchases free of interest.',
      href: '/debts',
      eventDate: due,
      amountCents: minimum,
    });
  }
  return out;
}
