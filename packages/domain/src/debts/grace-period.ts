import type { Cents } from '../money';

/**
 * A card's grace period (no interest on purchases) holds only while each statement is paid in full. When
 * the last payment fell short of the statement balance, new purchases accrue interest from the day they
 * post until a statement is paid in full again. Unknown figures say nothing (false).
 */
export function gracePeriodLost(
  lastPaymentCents: Cents | null,
  lastStatementBalanceCents: Cents | null,
): boolean {
  if (lastPaymentCents === null || lastStatementBalanceCents === null) return false;
  return lastStatementBalanceCents > 0 && lastPaymentCents < lastStatementBalanceCents;
}
