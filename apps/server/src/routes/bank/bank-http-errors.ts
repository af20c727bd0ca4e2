import { BankAccessIssue, BankAccountNotFound, BankLinkExpired } from '../../bank/bank-errors.ts';
import { ApiError, notFound } from '../../http/errors.ts';

/**
 * The bank service's domain errors as the API has always answered them; anything else is rethrown as it
 * is (a BankError becomes errorResponse's 502). Use as `.catch(bankErrorToHttp)` on a service call.
 */
export function bankErrorToHttp(err: unknown): never {
  if (err instanceof BankAccountNotFound) throw notFound(err.message);
  if (err instanceof BankLinkExpired) throw new ApiError(400, 'invalid_public_token', err.message);
  if (err instanceof BankAccessIssue) throw new ApiError(409, 'access_issue', err.message);
  throw err;
}
