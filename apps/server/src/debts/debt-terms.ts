import {
  gracePeriodLost,
  issuerMinimumCents,
  monthlyInterestCents,
  TYPICAL_CARD_APR_PERCENT,
  type MinimumRule,
} from '@tourniquet/domain';
import type { AprSource, DebtKind } from '@tourniquet/domain/contracts';
import type { DebtTermsRow } from '../db/queries/debt-terms.ts';

export interface ResolvedTerms {
  aprPercent: number | null;
  aprSource: AprSource | null;
  minimumPaymentCents: number | null;
  /** How the minimum moves as the debt shrinks, for the payoff arithmetic; null when unknown. */
  minimumRule: MinimumRule | null;
  gracePeriodLost: boolean;
}

/**
 * A debt's APR and minimum: the user's figure wins (they typed it to correct or fill in the provider's),
 * then the provider's; a card with neither gets the typical card APR, marked estimated. A card's minimum
 * follows the issuer formula from month to month; a loan's is its fixed instalment (decision 027).
 */
export function resolveTerms(
  kind: DebtKind,
  balanceCents: number,
  terms: DebtTermsRow | undefined,
): ResolvedTerms {
  const userApr = terms?.userAprThousandths ?? null;
  const providerApr = terms?.providerAprThousandths ?? null;
  let aprPercent: number | null = null;
  let aprSource: AprSource | null = null;
  if (userApr !== null) [aprPercent, aprSource] = [userApr / 1000, 'user'];
  else if (providerApr !== null) [aprPercent, aprSource] = [providerApr / 1000, 'provider'];
  else if (kind === 'credit_card' && balanceCents > 0)
    [aprPercent, aprSource] = [TYPICAL_CARD_APR_PERCENT, 'estimated'];

  const stated = terms?.userMinimumCents ?? terms?.providerMinimumCents ?? null;
  let minimumPaymentCents = stated;
  let minimumRule: MinimumRule | null = null;
  if (kind === 'credit_card') {
    minimumRule = { kind: 'issuer' };
    if (minimumPaymentCents === null && aprPercent !== null && balanceCents > 0)
      minimumPaymentCents = issuerMinimumCents(balanceCents, monthlyInterestCents(balanceCents, aprPercent));
  } else if (stated !== null && stated > 0) {
    minimumRule = { kind: 'fixed', cents: stated };
  }
  // Only a payment made after the last statement says how that statement was paid.
  const paidSinceStatement =
    terms?.lastPaymentDate && terms.lastStatementDate && terms.lastPaymentDate >= terms.lastStatementDate;
  return {
    aprPercent,
    aprSource,
    minimumPaymentCents,
    minimumRule,
    gracePeriodLost:
      kind === 'credit_card' && !!paidSinceStatement
        ? gracePeriodLost(terms?.lastPaymentCents ?? null, terms?.lastStatementBalanceCents ?? null)
        : false,
  };
}
