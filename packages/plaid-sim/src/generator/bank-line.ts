import type { IsoDate } from '../core/dates.ts';
import type { CategoryKey } from '../data/categories.ts';
import type { AccountKey, FeeKind, TimelineTransaction } from './types.ts';

/**
 * A line the bank itself writes (fees, interest, ATM withdrawals, card payments): posted the day it happens,
 * no merchant, no website, never pending at a different amount.
 */
export function bankLine(
  key: string,
  accountKey: AccountKey,
  date: IsoDate,
  amount: number,
  name: string,
  category: CategoryKey,
  feeKind: FeeKind | null = null,
): TimelineTransaction {
  return {
    key,
    accountKey,
    authorizedDate: date,
    postedDate: date,
    amount,
    pendingAmount: amount,
    name,
    merchantName: null,
    website: null,
    category,
    channel: 'other',
    seriesKey: null,
    feeKind,
    foreign: false,
  };
}
