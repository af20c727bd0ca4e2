import { ERROR_CATALOGUE, isPlaidErrorCode, type PlaidErrorCode } from '../core/plaid-error.ts';
import type { SimInstitution } from './institutions.ts';

export type CredentialOutcome =
  | {
      ok: true;
      /** Everyday-spending multiplier for the generated household. */
      scale: number;
      /** Device-MFA code the user must enter next, or null when none is asked. */
      mfaCode: string | null;
    }
  | { ok: false; error: PlaidErrorCode };

/**
 * Usernames with a fixed behaviour. Which ones later fall into ITEM_LOGIN_REQUIRED is decided from the
 * username stored in the access token, so it survives simulator restarts (see `loginRequiredFromDay`).
 */
export const SANDBOX_USERS = {
  user_good: 'password pass_good links the household; error_<CODE> fails with that code; mfa_device asks for code 1234',
  user_transactions_dynamic: 'any password: links the household',
  user_login_required: 'any password: links, then /accounts/balance/get and /transactions/sync answer ITEM_LOGIN_REQUIRED',
  user_login_expiring: 'any password: works on the day it links, ITEM_LOGIN_REQUIRED from the next day on',
  user_locked: 'any password: ITEM_LOCKED',
  user_large: 'any password: a large household (~10,000 transactions) for benchmarks',
  user_stretched:
    'any password: a household stretched thin (a mortgage, thin checking that overdraws, overdraft and returned-item fees)',
} as const;

/**
 * Whose money the household is. Every login gets the median US household (renting, positive net worth)
 * except user_stretched: a homeowner living paycheck to paycheck, for the fee radar and the bleed screens.
 */
export type Persona = 'median' | 'stretched';

export function personaOf(username: string): Persona {
  return username === 'user_stretched' ? 'stretched' : 'median';
}

export const LARGE_SCALE = 7.3;

/** error_<CODE> passwords reproduce only errors a bank sign-in can produce, as in Plaid Sandbox. */
const LINK_ERROR_TYPES = new Set<string>(['ITEM_ERROR', 'INSTITUTION_ERROR', 'API_ERROR']);

export function checkCredentials(institution: SimInstitution, username: string, password: string): CredentialOutcome {
  if (institution.health === 'DOWN') return { ok: false, error: 'INSTITUTION_DOWN' };
  const good = { ok: true as const, scale: 1, mfaCode: null };
  if (password === '') return { ok: false, error: 'INVALID_CREDENTIALS' };
  switch (username) {
    case 'user_good': {
      if (password === 'pass_good') return good;
      if (password === 'mfa_device') return { ...good, mfaCode: '1234' };
      const code = password.startsWith('error_') ? password.slice('error_'.length) : '';
      if (isPlaidErrorCode(code) && LINK_ERROR_TYPES.has(ERROR_CATALOGUE[code].type)) return { ok: false, error: code };
      return { ok: false, error: 'INVALID_CREDENTIALS' };
    }
    case 'user_transactions_dynamic':
    case 'user_stretched':
    case 'user_login_required':
    case 'user_login_expiring':
      return good;
    case 'user_large':
      return { ...good, scale: LARGE_SCALE };
    case 'user_locked':
      return { ok: false, error: 'ITEM_LOCKED' };
    default:
      return { ok: false, error: 'INVALID_CREDENTIALS' };
  }
}

/** Days after linking from which the item needs a fresh login, or null when it never does by itself. */
export function loginRequiredFromDay(username: string): number | null {
  if (username === 'user_login_required') return 0;
  if (username === 'user_login_expiring') return 1;
  return null;
}
