import type { LedgerAccount, LedgerTransaction } from '../ledger/ledger-transaction';

/** Test helper: a ledger row with only what the case cares about spelled out. */
export function row(
  description: string,
  amountCents: number,
  extra: Partial<LedgerTransaction> = {},
): LedgerTransaction {
  return {
    id: extra.id ?? description,
    accountId: 'acc-checking',
    date: '2026-03-15',
    description,
    merchantName: null,
    amountCents,
    category: [],
    pending: false,
    ...extra,
  };
}

export const CHECKING: LedgerAccount = { id: 'acc-checking', type: 'depository', subtype: 'checking' };
export const CARD: LedgerAccount = { id: 'acc-card', type: 'credit', subtype: 'credit card' };
