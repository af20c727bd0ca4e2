import { PFC_V1 as PFC_V1_ROWS } from '@tourniquet/domain';

/**
 * Plaid's personal finance categories, version 1 (primary -> detailed names), from the domain's table generated
 * from ../shared/data/plaid-categories/pfc-v1-with-descriptions.csv: the labels of the categories-1 set name
 * only these. The taxonomy is public; the set stays blind to the categoriser's rules, not to the names.
 */
export const PFC_V1: Readonly<Record<string, readonly string[]>> = PFC_V1_ROWS.reduce<
  Record<string, string[]>
>((byPrimary, { primary, detailed }) => {
  (byPrimary[primary] ??= []).push(detailed);
  return byPrimary;
}, {});

const PRIMARY_OF = new Map(
  Object.entries(PFC_V1).flatMap(([primary, details]) => details.map((d) => [d, primary] as const)),
);

/** The primary of a detailed name; throws on a name PFC v1 does not have (a typo in a label). */
export function primaryOf(detailed: string): string {
  const primary = PRIMARY_OF.get(detailed);
  if (!primary) throw new Error(`not a PFC v1 detailed category: ${detailed}`);
  return primary;
}

/** Where the reports must keep money out of earnings and spending: transfers and card payments. */
export function isMoneyMovedCategory(detailed: string | undefined | null): boolean {
  if (!detailed) return false;
  return detailed.startsWith('TRANSFER_') || detailed === 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT';
}
