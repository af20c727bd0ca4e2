import { BankAccessIssue, BankAccountNotFound, BankLinkExpired } from '../../bank/bank-errors.ts';
import { ApiError, notFound } from '../../http/errors.ts';

/**
 * The bank service's domain errors as the API has always answered them: 404 (no such account of the user),
 * 400 invalid_public_token (the link expired), 409 access_issue (the bank wants the user back). Anything
 * else is returned as it is (a BankError becomes errorResponse's 502). Run once, by the app's error
 * handler through domainErrorToHttp: the bank's routes call the service and let its errors go.
 */
export function bankErrorToHttp(err: unknown): unknown {
  if (err instanceof BankAccountNotFound) return notFound(err.message);
  if (err instanceof BankLinkExpired) return new ApiError(400, 'invalid_public_token', err.message);
  if (err instanceof BankAccessIssue) return new ApiError(409, 'access_issue', err.message);
  return err;
}
