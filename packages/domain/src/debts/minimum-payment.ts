import type { Cents } from '../money';

/** The floor of the common issuer formula: no card asks less than $35 while it is owed at least that. */
export const ISSUER_MINIMUM_FLOOR_CENTS: Cents = 3500;

/**
 * The common issuer minimum: this month's interest plus 1% of the balance (rounded half up to the cent),
 * at least $35; a statement that owes less than that asks for all of it.
 */
export function issuerMinimumCents(balanceCents: Cents, interestCents: Cents): Cents {
  if (balanceCents <= 0) return 0;
  const owed = balanceCents + interestCents;
  const formula = interestCents + Math.floor((balanceCents + 50) / 100);
  return Math.min(owed, Math.max(formula, ISSUER_MINIMUM_FLOOR_CENTS));
}
