import type { AxiosError } from 'axios';
import { BankError } from '../bank-port.ts';

/** axios's own isAxiosError test (the flag every AxiosError carries), without loading axios at start. */
function isAxiosError(err: unknown): err is AxiosError {
  return typeof err === 'object' && err !== null && (err as { isAxiosError?: unknown }).isAxiosError === true;
}

/**
 * Reduces an SDK failure to a BankError. The provider's message never reaches the browser; only the code
 * is kept for logs and decisions.
 */
export function toBankError(err: unknown): BankError {
  if (isAxiosError(err)) {
    const body = err.response?.data as { error_code?: string; error_type?: string } | undefined;
    const code = body?.error_code ?? `HTTP_${err.response?.status ?? 'NETWORK'}`;
    if (code === 'ITEM_LOGIN_REQUIRED' || code === 'PENDING_EXPIRATION' || code === 'ACCESS_NOT_GRANTED') {
      return new BankError(code, 'login_required', 'The bank needs the user to sign in again');
    }
    if (code === 'INVALID_ACCESS_TOKEN' || code === 'ITEM_NOT_FOUND') {
      return new BankError(code, 'invalid_token', 'The bank no longer recognises this link');
    }
    if (code === 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION') {
      return new BankError(code, 'mutation_during_pagination', 'Transactions changed while paging');
    }
    if (body?.error_type === 'RATE_LIMIT_EXCEEDED')
      return new BankError(code, 'rate_limited', 'The bank is rate limiting us');
    return new BankError(code, 'provider', 'The bank request failed');
  }
  return new BankError('UNKNOWN', 'provider', 'The bank request failed');
}
