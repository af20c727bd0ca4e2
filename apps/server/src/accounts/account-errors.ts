import { DomainError } from '../domain-error.ts';

export const ACCOUNT_NOT_FOUND_MESSAGE = 'Account not found or access denied.';

/** A request named an account that is not the user's: another user's and a missing one are the same. */
export class AccountNotFound extends DomainError {
  constructor() {
    super(ACCOUNT_NOT_FOUND_MESSAGE);
  }
}
