import { recurringMonthlyCost, type RecurringItem, type RecurringType } from '@tourniquet/domain';

export interface RecurringGroup {
  type: RecurringType;
  title: string;
  emptyText: string;
  items: RecurringItem[];
  monthlyCents: number;
  excludedCount: number;
}

const GROUPS: readonly { type: RecurringType; title: string; emptyText: string }[] = [
  { type: 'subscription', title: 'Subscriptions & Services', emptyText: 'No subscriptions found.' },
  { type: 'bill', title: 'Bills & Utilities', emptyText: 'No bills found.' },
];

/** The screen's two groups in the spec's order, each keeping the server's order and its monthly cost. */
export function groupRecurring(items: readonly RecurringItem[]): RecurringGroup[] {
  return GROUPS.map((group) => {
    const members = items.filter((item) => item.type === group.type);
    return { ...group, items: members, ...recurringMonthlyCost(members) };
  });
}

/** What the Service column shows: the merchant when the bank names one, else the statement text. */
export function serviceName(item: Pick<RecurringItem, 'merchantName' | 'description'>): string {
  return item.merchantName?.trim() || item.description;
}

/** The read-only view of this pattern's transactions (/account-transactions, spec section 2). */
export function viewTransactionsHref(item: RecurringItem): string {
  const ids = item.transactionIds.map(encodeURIComponent).join(',');
  return `/account-transactions?transactionIds=${ids}&merchant=${encodeURIComponent(serviceName(item))}`;
}
