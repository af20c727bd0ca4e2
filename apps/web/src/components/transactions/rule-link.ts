import type { TransactionDto } from '@tourniquet/domain';

/** Settings → Rules (features/rules reads it in draftOfSearch) with a new rule prefilled from a row ("Create a rule" in Edit Transaction). */
export function ruleFromTransactionPath(
  t: Pick<TransactionDto, 'displayMerchant' | 'amountCents' | 'accountId'>,
) {
  const params = new URLSearchParams({
    new: '1',
    merchant: t.displayMerchant,
    amountCents: String(t.amountCents),
    accountId: t.accountId,
  });
  return `/settings/rules?${params.toString()}`;
}
