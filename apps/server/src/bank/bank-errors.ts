import { DomainError } from '../domain-error.ts';

/** The account is not the user's (or does not exist): one answer for both, so ids cannot be probed. */
export class BankAccountNotFound extends DomainError {
  constructor() {
    super('Account not found or access denied.');
  }
}

/** Link's public token has expired or is unknown: a stale Link session, the caller's to redo. */
export class BankLinkExpired extends DomainError {
  constructor() {
    super('This bank link has expired or is not valid. Please link the account again.');
  }
}

/** The provider refused the bank behind an account (a new login is needed, or the bank is down). */
export class BankAccessIssue extends DomainError {
  constructor() {
    super('This account is not accessible at this time.');
  }
}
