import type { Cents } from '../money';
import type { AlertKind } from './types';

export interface DigestItem {
  kind: AlertKind;
  amountCents: Cents | null;
}

const wholeDollars = (cents: Cents) => `$${Math.round(Math.abs(cents) / 100).toLocaleString('en-US')}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The weekly digest's summary line, e.g. "This week: 2 fees ($37), 1 price rise (+$36/yr), 3 renewals
 * coming". Null when the week held nothing worth a message.
 */
export function weeklyDigestText(items: readonly DigestItem[]): string | null {
  const of = (kind: AlertKind) => items.filter((i) => i.kind === kind);
  const sum = (list: DigestItem[]) => list.reduce((s, i) => s + (i.amountCents ?? 0), 0);
  const parts: string[] = [];
  const fees = of('fee');
  if (fees.length) parts.push(`${plural(fees.length, 'fee', 'fees')} (${wholeDollars(sum(fees))})`);
  const rises = of('price_rise');
  if (rises.length)
    parts.push(`${plural(rises.length, 'price rise', 'price rises')} (+${wholeDollars(sum(rises))}/yr)`);
  const renewals = of('renewal');
  if (renewals.length) parts.push(`${plural(renewals.length, 'renewal', 'renewals')} coming`);
  const still = of('still_charging');
  if (still.length)
    parts.push(`${plural(still.length, 'cancelled subscription', 'cancelled subscriptions')} still charging`);
  const found = of('new_recurring');
  if (found.length) parts.push(`${plural(found.length, 'new recurring charge', 'new recurring charges')}`);
  const large = of('large_transaction');
  if (large.length) parts.push(`${plural(large.length, 'large transaction', 'large transactions')}`);
  const low = of('low_balance');
  if (low.length) parts.push(`${plural(low.length, 'low balance', 'low balances')}`);
  const login = of('login_required');
  if (login.length)
    parts.push(`${plural(login.length, 'bank connection needs', 'bank connections need')} attention`);
  return parts.length ? `This week: ${parts.join(', ')}` : null;
}
