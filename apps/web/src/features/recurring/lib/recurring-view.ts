import { CHARGE_KINDS, isLiveCharge, sumCents, type Cents } from '@tourniquet/domain';
import type { RecurringStreamDto, StreamKind } from '@tourniquet/domain/contracts';

export type GroupKey = 'subscription' | 'bill';

export interface StreamGroup {
  key: GroupKey;
  title: string;
  emptyText: string;
  items: RecurringStreamDto[];
  monthlyCents: Cents;
  yearlyCents: Cents;
}

// The spec's two groups. Loan payments join Bills & Utilities: the spec's classification rule (docs/product.md#4-states)
// names mortgages and loans among the bill keywords, and a loan payment is a fixed bill of the household.
const GROUPS: readonly { key: GroupKey; title: string; emptyText: string; kinds: StreamKind[] }[] = [
  {
    key: 'subscription',
    title: 'Subscriptions & Services',
    emptyText: 'No subscriptions found.',
    kinds: ['subscription'],
  },
  { key: 'bill', title: 'Bills & Utilities', emptyText: 'No bills found.', kinds: ['bill', 'loan'] },
];

export { isLiveCharge };

/** Both groups in the spec's order (empty ones too), still-charging items first, else the server's order. */
export function groupStreams(streams: readonly RecurringStreamDto[]): StreamGroup[] {
  return GROUPS.map(({ kinds, ...group }) => {
    const members = streams.filter((s) => isLiveCharge(s) && kinds.includes(s.kind));
    const items = [...members.filter((s) => s.stillCharging), ...members.filter((s) => !s.stillCharging)];
    return {
      ...group,
      items,
      monthlyCents: sumCents(items.map((s) => s.monthlyCostCents)),
      yearlyCents: sumCents(items.map((s) => s.yearlyCostCents)),
    };
  });
}

/** The bleed total: what every active subscription and bill costs per month and per year. */
export function bleedTotal(groups: readonly StreamGroup[]): { monthlyCents: Cents; yearlyCents: Cents } {
  return {
    monthlyCents: sumCents(groups.map((g) => g.monthlyCents)),
    yearlyCents: sumCents(groups.map((g) => g.yearlyCents)),
  };
}

/** Pay and benefits (money in), shown apart and never offered for cancelling. */
export function incomeStreams(streams: readonly RecurringStreamDto[]): RecurringStreamDto[] {
  return streams.filter((s) => s.status === 'active' && s.active && s.kind === 'income');
}

/** What the user marked "I cancelled this" and has not charged since. */
export function cancelledStreams(streams: readonly RecurringStreamDto[]): RecurringStreamDto[] {
  return streams.filter(
    (s) => s.status === 'cancelled' && (CHARGE_KINDS as readonly string[]).includes(s.kind),
  );
}

/** What the Service column shows. */
export function serviceName(stream: Pick<RecurringStreamDto, 'name' | 'merchant'>): string {
  return stream.name.trim() || stream.merchant;
}

/** The read-only view of this stream's transactions (/account-transactions, docs/product.md#2-screens). */
export function viewTransactionsHref(stream: RecurringStreamDto): string {
  const ids = stream.transactionIds.map(encodeURIComponent).join(',');
  return `/account-transactions?transactionIds=${ids}&merchant=${encodeURIComponent(serviceName(stream))}`;
}
