// What the fuzz sends to each write route: the route's valid body, its ids, and the endpoints behind wildcards.

/** The fuzzing user's own ids, so that a good share of requests gets past the ownership checks. */
export interface OwnIds {
  manualAccountId: string;
  /** An account of a linked bank (of the user the bank routes are fuzzed as). */
  linkedAccountId: string;
  transactionId: string;
  streamId: string;
  importBatchId: string;
  /** One of the user's notifications. */
  notificationId: string;
  /** Manual accounts that exist to be deleted. */
  spareAccountIds: string[];
}

export type FuzzKind = 'json' | 'file' | 'webhook' | 'auth' | 'provider';

export interface FuzzSpec {
  kind: FuzzKind;
  /** A valid body: mutated, it reaches every validator and, intact, the handler. */
  template?: (own: OwnIds) => Record<string, unknown>;
  /** Real values for each :param (the rest of the time a hostile segment goes there). */
  params?: (own: OwnIds) => Record<string, string[]>;
}

/** Fields a client never sets: the server owns them. A strict schema refuses each with 400. */
export const OWNED_FIELDS: Record<string, unknown> = {
  userId: 'someone-else',
  user_id: 'someone-else',
  id: 'chosen-id',
  premium: true,
  isPremium: true,
  premiumCode: 'KILL-THE-BILLS',
  token: 'tok',
  accessToken: 'access-sandbox-x',
  access_token: 'access-sandbox-x',
  emailVerified: true,
  twoFactorEnabled: false,
  role: 'admin',
  createdAt: '2020-01-01T00:00:00Z',
};

/** A valid rule: every condition and one action, so mutations reach each validator. */
const RULE_TEMPLATE = {
  conditions: {
    text: { field: 'any', op: 'contains', value: 'fuzz' },
    amountCents: { min: 1, max: 100000 },
    direction: 'out',
  },
  actions: { merchantName: 'Fuzzed' },
  applyToPast: false,
};

export const WRONG_PASSWORD = 'Wrong$Passw0rd!1';

/** Every write route of the app, by router key. JSON routes with a template are also checked for strictness. */
export const FUZZ_SPECS: Record<string, FuzzSpec> = {
  'POST /api/contact-requests': {
    kind: 'json',
    template: () => ({
      topic: 'other',
      name: 'Fuzz',
      email: 'fuzz@example.com',
      message: 'Help with my books',
    }),
  },
  'POST /api/client-events/not-found': { kind: 'json', template: () => ({ path: '/somewhere/else' }) },
  'POST /api/webhooks/plaid': {
    kind: 'webhook',
    template: () => ({
      webhook_type: 'TRANSACTIONS',
      webhook_code: 'SYNC_UPDATES_AVAILABLE',
      item_id: 'item-x',
    }),
  },
  'POST /api/auth/*': { kind: 'auth' },
  'POST /sim/plaid/*': { kind: 'provider' },
  'POST /api/bank/create-link-token': { kind: 'json', template: () => ({}) },
  'POST /api/bank/exchange-public-token-enhanced': {
    kind: 'json',
    template: () => ({
      public_token: 'public-sandbox-00000000-0000-4000-8000-000000000000',
      institution: { name: 'First Platypus Bank', institution_id: 'ins_109508' },
      account_configs: [
        { account_id: 'acc-1', nickname: 'Mine', account_type: 'personal', account_category: 'bank' },
      ],
    }),
  },
  'POST /api/bank/refresh-account-balance': {
    kind: 'json',
    template: (own) => ({ account_id: own.linkedAccountId }),
  },
  'POST /api/bank/fetch-transactions': {
    kind: 'json',
    template: (own) => ({ account_id: own.linkedAccountId }),
  },
  'POST /api/bank/fetch-recurring-transactions': { kind: 'json', template: () => ({}) },
  'POST /api/accounts/:id/import': { kind: 'file', params: (own) => ({ id: [own.manualAccountId] }) },
  'POST /api/accounts/import-preview': { kind: 'file' },
  'POST /api/accounts/manual': {
    kind: 'json',
    template: () => ({ name: 'Fuzz account', type: 'depository', subtype: 'checking' }),
  },
  'PUT /api/accounts/configs': {
    kind: 'json',
    template: (own) => ({
      account_configs: [
        {
          account_id: own.manualAccountId,
          nickname: 'Fuzzed',
          account_type: 'business',
          account_category: 'bank',
        },
      ],
    }),
  },
  'PATCH /api/accounts/:id': {
    kind: 'json',
    template: () => ({ accountTypeCustom: 'personal', nickname: 'Fuzzed', accountCategory: 'bank' }),
    params: (own) => ({ id: [own.manualAccountId] }),
  },
  'DELETE /api/accounts/:id': {
    kind: 'json',
    template: () => ({}),
    params: (own) => ({ id: own.spareAccountIds }),
  },
  'DELETE /api/imports/:batchId': {
    kind: 'json',
    template: () => ({}),
    params: (own) => ({ batchId: [own.importBatchId] }),
  },
  'POST /api/recurring/refresh': { kind: 'json', template: () => ({}) },
  'PATCH /api/recurring/:id': {
    kind: 'json',
    template: () => ({ status: 'dismissed' }),
    params: (own) => ({ id: [own.streamId] }),
  },
  'PATCH /api/notifications/:id': {
    kind: 'json',
    template: () => ({ read: true }),
    params: (own) => ({ id: [own.notificationId] }),
  },
  'PUT /api/notification-settings': {
    kind: 'json',
    template: () => ({
      events: {
        price_rise: { inApp: true, email: true },
        renewal: { inApp: true, email: false },
        fee: { inApp: true, email: false },
        still_charging: { inApp: true, email: true },
        new_recurring: { inApp: true, email: false },
        large_transaction: { inApp: true, email: true },
        low_balance: { inApp: true, email: true },
        login_required: { inApp: true, email: true },
      },
      largeTransactionCents: 50_000,
      lowBalanceCents: 10_000,
      weeklyDigest: false,
    }),
  },
  'POST /api/unsubscribe': { kind: 'json', template: () => ({}) },
  'PUT /api/goals': {
    kind: 'json',
    template: () => ({ category: 'Travel', goalType: 'expense', amountCents: 12_345 }),
  },
  'DELETE /api/goals/:id': { kind: 'json', template: () => ({}) },
  'PUT /api/debts/plan': {
    kind: 'json',
    template: () => ({ strategy: 'avalanche', extraMonthlyCents: 20_000 }),
  },
  'DELETE /api/debts/plan': { kind: 'json', template: () => ({}) },
  'PATCH /api/transactions/:id': {
    kind: 'json',
    template: (own) => ({
      date: '2026-11-02',
      accountId: own.manualAccountId,
      merchantName: 'Corner Shop',
      description: 'Groceries',
      category: 'Food and Drink',
      amount: '12.34',
    }),
    params: (own) => ({ id: [own.transactionId] }),
  },
  'POST /api/transactions/bulk': {
    kind: 'json',
    template: (own) => ({ ids: [own.transactionId], set: { merchantName: 'Corner Shop' } }),
  },
  'POST /api/transactions/:id/apply-category-to-merchant': {
    kind: 'json',
    template: () => ({}),
    params: (own) => ({ id: [own.transactionId] }),
  },
  // Issue 23: splits and rules (a rule's id is not among the fuzzing user's ids: hostile segments only).
  'PUT /api/transactions/:id/splits': {
    kind: 'json',
    template: () => ({
      parts: [
        {
          amountCents: 1,
          personalCategory: {
            primary: 'GENERAL_MERCHANDISE',
            detailed: 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE',
          },
        },
        {
          amountCents: 1,
          personalCategory: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' },
          note: 'fuzz',
        },
      ],
    }),
    params: (own) => ({ id: [own.transactionId] }),
  },
  'DELETE /api/transactions/:id/splits': {
    kind: 'json',
    template: () => ({}),
    params: (own) => ({ id: [own.transactionId] }),
  },
  'POST /api/rules': { kind: 'json', template: () => RULE_TEMPLATE },
  'POST /api/rules/preview': { kind: 'json', template: () => RULE_TEMPLATE },
  'PUT /api/rules/:id': { kind: 'json', template: () => RULE_TEMPLATE },
  'DELETE /api/rules/:id': { kind: 'json', template: () => ({}) },
  'POST /api/rules/:id/undo-apply': { kind: 'json', template: () => ({}) },
  'POST /api/rules/order': { kind: 'json', template: () => ({ ids: [] }) },
  // Issue 24 and 28: the tax rate and a fee's refund status.
  'PUT /api/business/tax-settings': { kind: 'json', template: () => ({ ratePercent: 25 }) },
  // Issue 35: an answer from the review inbox, on the fuzzing user's own row.
  'POST /api/review/:transactionId': {
    kind: 'json',
    template: () => ({ businessUse: 'business', businessCategory: 'office_supplies', applyToSimilar: true }),
    params: (own) => ({ transactionId: [own.transactionId] }),
  },
  'PATCH /api/fees/:transactionId': {
    kind: 'json',
    template: () => ({ refundStatus: 'asked' }),
    params: (own) => ({ transactionId: [own.transactionId] }),
  },
  'PUT /api/profile': {
    kind: 'json',
    template: () => ({
      displayName: 'Fuzz',
      phone: '555-123-4567',
      smsOptIn: false,
      city: 'Springfield',
      avatarUrl: 'https://example.com/a.png',
    }),
  },
  'POST /api/profile/premium': { kind: 'json', template: () => ({ code: 'NOT-A-REAL-CODE' }) },
  'DELETE /api/account': { kind: 'json', template: () => ({ currentPassword: WRONG_PASSWORD }) },
  'POST /api/account/password': {
    kind: 'json',
    template: () => ({ currentPassword: WRONG_PASSWORD, newPassword: 'N3w$ecret!pass' }),
  },
  'POST /api/account/two-factor/disable': {
    kind: 'json',
    template: () => ({ currentPassword: WRONG_PASSWORD, code: '123456' }),
  },
};

/** better-auth's POST endpoints (auth.api), with a plausible body for the ones people call. */
export const AUTH_ENDPOINTS: Record<string, Record<string, unknown>> = {
  '/sign-up/email': { email: 'fuzz@example.com', password: 'Sup3r$ecret!', name: 'Fuzz' },
  '/sign-in/email': { email: 'fuzz@example.com', password: 'Sup3r$ecret!' },
  '/sign-in/social': { provider: 'google', callbackURL: '/' },
  '/sign-in/oauth2': { providerId: 'google', callbackURL: '/' },
  '/sign-out': {},
  '/get-session': {},
  '/reset-password': { newPassword: 'Sup3r$ecret!', token: 'not-a-token' },
  '/verify-password': { password: 'Sup3r$ecret!' },
  '/send-verification-email': { email: 'fuzz@example.com', callbackURL: '/' },
  '/request-password-reset': { email: 'fuzz@example.com', redirectTo: '/reset-password' },
  '/change-email': { newEmail: 'other@example.com' },
  '/change-password': { currentPassword: 'x', newPassword: 'y' },
  '/update-session': {},
  '/update-user': { name: 'Fuzz' },
  '/delete-user': {},
  '/revoke-session': { token: 'not-a-token' },
  '/revoke-sessions': {},
  '/revoke-other-sessions': {},
  '/link-social': { provider: 'google' },
  '/unlink-account': { providerId: 'google' },
  '/refresh-token': { providerId: 'google' },
  '/get-access-token': { providerId: 'google' },
  '/callback/google': { code: 'x', state: 'y' },
  '/two-factor/get-totp-uri': { password: 'Sup3r$ecret!' },
  '/two-factor/verify-totp': { code: '123456' },
  '/two-factor/send-otp': {},
  '/two-factor/verify-otp': { code: '123456' },
  '/two-factor/verify-backup-code': { code: 'abcde-fghij' },
  '/two-factor/generate-backup-codes': { password: 'Sup3r$ecret!' },
  '/two-factor/enable': { password: 'Sup3r$ecret!' },
  '/two-factor/disable': { password: 'Sup3r$ecret!' },
};

/** The bank simulator's POST endpoints (Plaid's API), with the simulator's credentials. */
export const PROVIDER_ENDPOINTS = [
  '/link/token/create',
  '/item/public_token/exchange',
  '/item/get',
  '/item/remove',
  '/accounts/get',
  '/accounts/balance/get',
  '/institutions/get_by_id',
  '/transactions/sync',
  '/transactions/get',
  '/transactions/refresh',
  '/transactions/recurring/get',
  '/webhook_verification_key/get',
  '/sandbox/public_token/create',
  '/sandbox/item/fire_webhook',
  '/sandbox/item/reset_login',
  '/sandbox/transactions/create',
];
