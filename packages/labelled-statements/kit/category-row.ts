/**
 * One row of a category set written from prose (categories-2, categories-3): the bank's own description, its
 * amount in Plaid's sign (positive = money out), the account's type and the bank's category cell where the
 * export has one. The categories scorer reads every such set alike.
 */
export interface CategorySetRow {
  household: number;
  account: 'depository' | 'credit';
  text: string;
  cents: number;
  /** PFC v1 detailed name. */
  detailed: string;
  /** The bank's own category cell, where the export has a category column. */
  bank?: string;
  /** The user's own money moving, a card payment or ATM cash: kept out of spending. */
  moneyMoved?: boolean;
  /** The user's answer on this row (a correction made before the later rows arrive). */
  correct?: string;
  /** Arrived after the corrections. */
  later?: boolean;
}

type Opts = Pick<CategorySetRow, 'bank' | 'moneyMoved' | 'correct' | 'later'>;

/** The rows of one household's account: `row(1, 'depository')('TEXT', 1234, 'FOOD_AND_DRINK_GROCERIES')`. */
export const categorySetRow =
  (household: number, account: CategorySetRow['account']) =>
  (text: string, cents: number, detailed: string, opts: Opts = {}): CategorySetRow => ({
    household,
    account,
    text,
    cents,
    detailed,
    ...opts,
  });
