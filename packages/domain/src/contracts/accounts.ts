import { z } from 'zod';
import {
  accountConfigSchema,
  type AccountCategory,
  type AccountTypeCustom,
  type BusinessPersonal,
} from '../accounts';
import { EARLIEST_DATE, isDateInRange, isIsoDate, LATEST_DATE, type IsoDate } from '../dates';
import type { Cents } from '../money';

/**
 * Where an account's balance comes from: the bank link ('provider'), the last imported statement's own
 * balance ('statement': OFX LEDGERBAL/AVAILBAL, a CSV's running-balance column) or the user ('user').
 */
export type BalanceSource = 'provider' | 'statement' | 'user';

/** An account as the server sends it (GET /api/accounts): no provider ids or tokens, balances in cents. */
export interface AccountDto {
  id: string;
  accountName: string;
  institutionName: string;
  /** '' when the user never gave one. */
  nickname: string;
  mask: string | null;
  /** The provider's type: depository, credit, loan, investment, ... */
  accountType: string;
  accountSubtype: string | null;
  /** personal/business for linked accounts, asset/liability/investment for manual ones. */
  accountTypeCustom: AccountTypeCustom | null;
  businessPersonal: BusinessPersonal | null;
  accountCategory: AccountCategory | null;
  balanceCurrentCents: Cents | null;
  balanceAvailableCents: Cents | null;
  /** ISO timestamp of the last balance refresh. */
  balanceLastRefreshed: string | null;
  displayOrder: number;
  isManual: boolean;
  /** The provider refused the last refresh (for example the bank needs a fresh login). */
  accessIssue: boolean;
  /** null: nobody has given this account a balance yet (an imported account without a statement balance). */
  balanceSource: BalanceSource | null;
  /**
   * The day the balance stands at: the provider's last refresh, or for an account that is not linked the
   * statement's or user's balance day moved on by the later imported rows (the latest of their dates).
   */
  balanceAsOf: IsoDate | null;
}

/** GET /api/accounts, PUT /api/accounts/configs. */
export interface AccountsResponse {
  accounts: AccountDto[];
}

/** POST /api/accounts/manual (201), PATCH /api/accounts/:id. */
export interface AccountResponse {
  account: AccountDto;
}

/**
 * One account's configuration as the API accepts it (spec "Account configuration"): the domain's schema, with
 * everything but the id optional because the server fills the defaults.
 */
export const accountConfigInputSchema = accountConfigSchema
  .extend({ account_id: z.string().min(1).max(200) })
  .partial({ nickname: true, account_type: true, account_category: true })
  .strict();

export type AccountConfigInput = z.input<typeof accountConfigInputSchema>;

export const accountConfigListSchema = z.array(accountConfigInputSchema).max(100);

/** PUT /api/accounts/configs. */
export const accountConfigsSchema = z.object({ account_configs: accountConfigListSchema.min(1) }).strict();

// The spec's { name, type: asset|liability|investment }, or Plaid's account types with a subtype, so that an
// imported card statement is a card in every report.
/** Personal or Business use: the same choice for a manual or imported account as for a linked one. */
const businessPersonalSchema = z.enum(['personal', 'business'], {
  error: 'businessPersonal must be personal or business',
});

/** POST /api/accounts/manual. */
export const manualAccountSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a name for the account').max(100),
    type: z.enum(['asset', 'liability', 'investment', 'depository', 'credit', 'loan'], {
      error: 'type must be one of depository, credit, loan, investment (or asset, liability)',
    }),
    subtype: z.string().trim().min(1).max(60).optional(),
    businessPersonal: businessPersonalSchema.optional(),
  })
  .strict();
export type ManualAccountInput = z.input<typeof manualAccountSchema>;

/** A balance a user may enter: up to a hundred billion dollars either way, in integer cents. */
export const MAX_BALANCE_CENTS = 10_000_000_000_000;

/** An APR as issuers print it: 0 to 100 percent, to thousandths at most (24.99, 7.125). */
export const aprPercentSchema = z
  .number({ error: 'aprPercent must be a number from 0 to 100' })
  .min(0, 'aprPercent must be from 0 to 100')
  .max(100, 'aprPercent must be from 0 to 100')
  .refine(
    (apr) => Math.abs(apr * 1000 - Math.round(apr * 1000)) < 1e-6,
    'aprPercent takes at most 3 decimals',
  );

/**
 * PATCH /api/accounts/:id: at least one field. balanceCents with balanceDate ("the balance on that day") is
 * for an account that is not linked (409 otherwise); later imported rows move it. For a card or loan it is
 * the amount owed.
 */
export const accountPatchSchema = z
  .object({
    accountTypeCustom: z.enum(['personal', 'business', 'asset', 'liability', 'investment']).optional(),
    businessPersonal: businessPersonalSchema.optional(),
    nickname: z.string().trim().max(100).optional(),
    accountCategory: z.enum(['bank', 'credit', 'loan']).optional(),
    balanceCents: z
      .number()
      .int('balanceCents must be a whole number of cents')
      .min(-MAX_BALANCE_CENTS)
      .max(MAX_BALANCE_CENTS)
      .optional(),
    balanceDate: z
      .string()
      .refine(isIsoDate, 'balanceDate must be a date like 2026-11-21')
      .refine(isDateInRange, `balanceDate must be between ${EARLIEST_DATE} and ${LATEST_DATE}`)
      .optional(),
    // A card's or loan's own terms, for an account the provider gives none for (or to correct it).
    aprPercent: aprPercentSchema.optional(),
    minimumPaymentCents: z
      .number({ error: 'minimumPaymentCents must be a whole number of cents' })
      .int('minimumPaymentCents must be a whole number of cents')
      .min(0, 'minimumPaymentCents must be 0 or more')
      .max(MAX_BALANCE_CENTS, 'minimumPaymentCents is too large')
      .optional(),
  })
  .strict()
  .refine((p) => Object.keys(p).length > 0, 'Nothing to update')
  .refine(
    (p) => (p.balanceCents === undefined) === (p.balanceDate === undefined),
    'balanceCents and balanceDate go together',
  );
export type AccountPatch = z.input<typeof accountPatchSchema>;
