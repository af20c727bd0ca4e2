import { accountBase, type AccountBaseShape } from '../api/shapes.ts';
import { addDays, type IsoDate } from '../core/dates.ts';
import { PlaidApiError, plaidErrorBody, type PlaidErrorBody } from '../core/plaid-error.ts';
import type { SimContext } from '../context.ts';
import { findInstitution } from '../data/institutions.ts';
import { loginRequiredFromDay } from '../data/sandbox-users.ts';
import { hasTransactions } from '../generator/accounts.ts';
import { balancesOn, type Household } from '../generator/household.ts';
import type { AccountKey, AccountSpec } from '../generator/types.ts';
import {
  accessTokenFor,
  accountIdOf,
  decodeAccountKeys,
  itemIdOf,
  parseAccessToken,
  type ItemSpec,
} from './item-spec.ts';

export interface ItemHandle {
  spec: ItemSpec;
  itemId: string;
  accessToken: string;
}

/** Verifies an access token and remembers the item for notifyNewData(); removed items are rejected. */
export function resolveItem(ctx: SimContext, accessToken: string): ItemHandle {
  const spec = parseAccessToken(ctx.codec, accessToken);
  if (!spec) throw new PlaidApiError('INVALID_ACCESS_TOKEN');
  const itemId = itemIdOf(spec);
  if (ctx.registry.removed.has(itemId)) throw new PlaidApiError('INVALID_ACCESS_TOKEN');
  ctx.registry.known.set(itemId, { accessToken, spec });
  return { spec, itemId, accessToken };
}

export function handleFor(ctx: SimContext, spec: ItemSpec): ItemHandle {
  return { spec, itemId: itemIdOf(spec), accessToken: accessTokenFor(ctx.codec, spec) };
}

/** The item's error as /item/get reports it: a manual reset or repair wins over the sandbox user's script. */
export function itemError(ctx: SimContext, item: ItemHandle): PlaidErrorBody | null {
  const manual = ctx.registry.loginState.get(item.itemId);
  if (manual === 'repaired') return null;
  const fromDay = loginRequiredFromDay(item.spec.u);
  const scripted = fromDay !== null && ctx.today() >= addDays(item.spec.c, fromDay);
  if (manual === 'required' || scripted) {
    const { request_id: _omit, ...body } = plaidErrorBody('ITEM_LOGIN_REQUIRED');
    return body;
  }
  return null;
}

/** Real-time endpoints (balance, sync) surface an item in error as an HTTP 400. */
export function requireHealthy(ctx: SimContext, item: ItemHandle): void {
  if (itemError(ctx, item)) throw new PlaidApiError('ITEM_LOGIN_REQUIRED');
}

export interface ItemAccount {
  id: string;
  spec: AccountSpec;
}

export function itemAccounts(item: ItemHandle, household: Household): ItemAccount[] {
  const chosen = new Set<AccountKey>(decodeAccountKeys(item.spec.a));
  return household.accounts
    .filter((a) => chosen.has(a.key))
    .map((spec) => ({ id: accountIdOf(item.spec, spec.key), spec }));
}

export function accountsView(
  ctx: SimContext,
  item: ItemHandle,
  options: { day?: IsoDate; accountIds?: string[]; transactionsOnly?: boolean; realTime?: boolean } = {},
): AccountBaseShape[] {
  const day = options.day ?? ctx.today();
  const household = ctx.household(item.spec, day);
  const balances = balancesOn(household, day);
  let accounts = itemAccounts(item, household);
  if (options.transactionsOnly) accounts = accounts.filter((a) => hasTransactions(a.spec));
  if (options.accountIds) {
    const known = new Set(accounts.map((a) => a.id));
    if (options.accountIds.some((id) => !known.has(id))) throw new PlaidApiError('INVALID_ACCOUNT_ID');
    accounts = accounts.filter((a) => options.accountIds?.includes(a.id));
  }
  const stamp = options.realTime ? ctx.now().toISOString() : `${day}T06:00:00Z`;
  return accounts.map((a) =>
    accountBase(a.id, a.spec, balances.get(a.spec.key) ?? { current: 0, available: 0, limit: null }, stamp),
  );
}

/** Plaid's Item object. */
export function itemObject(ctx: SimContext, item: ItemHandle) {
  const institution = findInstitution(item.spec.i);
  return {
    item_id: item.itemId,
    institution_id: item.spec.i,
    institution_name: institution?.name ?? null,
    webhook: item.spec.w,
    auth_method: null,
    error: itemError(ctx, item),
    available_products: ['balance', 'identity', 'investments', 'liabilities'].filter(
      (p) => !item.spec.p.includes(p),
    ),
    billed_products: item.spec.p,
    products: item.spec.p,
    consented_products: item.spec.p,
    consent_expiration_time: null,
    update_type: 'background',
  };
}
