import { ACCOUNT_NOT_FOUND_MESSAGE, AccountNotFound } from '../accounts/account-errors.ts';
import { OwnerProofRefused, type OwnerProofReason } from '../auth/owner-proof-errors.ts';
import { ImportTargetGoneError } from '../db/queries/imports.ts';
import { FieldRefused } from '../domain-error.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { PremiumRequired, ReportPeriodInvalid } from '../reports/report-errors.ts';
import { bankErrorToHttp } from './bank/bank-http-errors.ts';

const OWNER_PROOF_STATUS: Record<OwnerProofReason, 400 | 401 | 429> = {
  reauthentication_required: 401,
  too_many_attempts: 429,
  current_password_required: 400,
  wrong_password: 400,
  code_required: 400,
  code_already_used: 400,
  invalid_code: 400,
};

/**
 * The services' domain errors as the API answers them, in one place (the app's error handler runs every
 * error through it): the services stay free of HTTP. Anything else is returned as it is, for errorResponse.
 * The bank's errors by bank-http-errors.ts, from here.
 */
export function domainErrorToHttp(err: unknown): unknown {
  if (err instanceof AccountNotFound) return notFound(err.message);
  // The account was deleted while its statement went in: nothing of the file is kept.
  if (err instanceof ImportTargetGoneError) return notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  if (err instanceof FieldRefused) {
    // As a request that failed validation is answered: the field first, then what is wrong with it.
    return new ApiError(400, 'invalid_request', `${err.field}: ${err.message}`, { [err.field]: err.message });
  }
  if (err instanceof ReportPeriodInvalid) {
    return new ApiError(400, 'invalid_period', err.message, { [err.field]: err.message });
  }
  if (err instanceof PremiumRequired) return new ApiError(403, 'premium_required', err.message);
  if (err instanceof OwnerProofRefused) {
    const fields = err.field ? { [err.field]: err.message } : undefined;
    return new ApiError(OWNER_PROOF_STATUS[err.reason], err.reason, err.message, fields);
  }
  return bankErrorToHttp(err);
}
