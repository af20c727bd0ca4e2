import { CATEGORIES, personalFinanceCategory, type PfcVersion } from '../data/categories.ts';
import type { BalanceFigures, TransactionView } from '../generator/household.ts';
import type { AccountSpec } from '../generator/types.ts';

/** Plaid's AccountBase. */
export function accountBase(
  id: string,
  account: AccountSpec,
  balance: BalanceFigures,
  lastUpdated: string | null,
) {
  return {
    account_id: id,
    balances: {
      available: balance.available,
      current: balance.current,
      limit: balance.limit,
      iso_currency_code: 'USD',
      unofficial_currency_code: null,
      last_updated_datetime: lastUpdated,
    },
    mask: account.mask,
    name: account.name,
    official_name: account.officialName,
    type: account.type,
    subtype: account.subtype,
    holder_category: 'personal',
  };
}

export type AccountBaseShape = ReturnType<typeof accountBase>;

const NULL_LOCATION = {
  address: null,
  city: null,
  region: null,
  postal_code: null,
  country: null,
  lat: null,
  lon: null,
  store_number: null,
};

const NULL_PAYMENT_META = {
  reference_number: null,
  ppd_id: null,
  payee: null,
  by_order_of: null,
  payer: null,
  payment_method: null,
  payment_processor: null,
  reason: null,
};

/** Plaid's Transaction, with every key the SDK marks required present (nulls where we have nothing). */
export function transactionShape(
  view: TransactionView,
  accountId: string,
  options: { version: PfcVersion; includeOriginalDescription: boolean },
) {
  const { txn } = view;
  const category = CATEGORIES[txn.category];
  const inStore = txn.channel === 'in store';
  const location = txn.foreign
    ? { ...NULL_LOCATION, city: 'Paris', country: 'FR' }
    : inStore
      ? { ...NULL_LOCATION, city: 'San Francisco', region: 'CA', country: 'US' }
      : NULL_LOCATION;
  return {
    account_id: accountId,
    account_owner: null,
    amount: view.amount,
    iso_currency_code: 'USD',
    unofficial_currency_code: null,
    category: [...category.legacy],
    category_id: category.legacyId,
    check_number: null,
    date: view.date,
    authorized_date: txn.authorizedDate,
    authorized_datetime: null,
    datetime: null,
    location,
    name: txn.name,
    merchant_name: txn.merchantName,
    merchant_entity_id: null,
    original_description: options.includeOriginalDescription ? txn.name : null,
    logo_url: null,
    website: txn.website,
    payment_meta: NULL_PAYMENT_META,
    payment_channel: txn.channel,
    pending: view.pending,
    pending_transaction_id: view.pendingTransactionId,
    transaction_id: view.id,
    transaction_type: txn.channel === 'in store' ? 'place' : txn.channel === 'online' ? 'digital' : 'special',
    transaction_code: null,
    personal_finance_category: personalFinanceCategory(
      txn.category,
      options.version,
      txn.merchantName === null ? 'HIGH' : 'VERY_HIGH',
    ),
    counterparties:
      txn.merchantName === null
        ? []
        : [
            {
              name: txn.merchantName,
              type: 'merchant',
              website: txn.website,
              logo_url: null,
              entity_id: null,
              confidence_level: 'VERY_HIGH',
            },
          ],
  };
}
