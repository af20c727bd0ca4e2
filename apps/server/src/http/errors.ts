import { DrizzleQueryError } from 'drizzle-orm';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import type { ApiErrorBody } from '@tourniquet/domain/contracts';
import { BankError } from '../bank/bank-port.ts';
import type { Logger } from '../logger.ts';
import { requestIdOf } from './request-id.ts';

// Every error body has the same small shape and never carries a stack trace, SQL or a provider message.
// requestId is the X-Request-Id of the answer: what a user reports, and what finds the log lines.
// The shape is the contract's (ApiErrorBody); every answer made here carries its request id.
export type ErrorBody = ApiErrorBody & { error: { requestId: string } };

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Headers the answer carries, such as Retry-After on a 503. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);
export const unauthorized = () =>
  new ApiError(401, 'unauthorized', 'Authentication required. Please sign in again.');

export function validationError(error: ZodError): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = Object.entries(fields)[0];
  const message = first ? (first[0] === '_' ? first[1] : `${first[0]}: ${first[1]}`) : 'Invalid request';
  return new ApiError(400, 'invalid_request', message, fields);
}

/**
 * What the log keeps of an unexpected error. A failed query's own message lists its bound parameters,
 * which can be e-mail addresses, session or bank-token ciphertexts: the log keeps the SQL text and the
 * database's reason instead, never the values.
 */
function errorLogFields(err: unknown): Record<string, unknown> {
  if (err instanceof DrizzleQueryError) {
    const cause = err.cause as { message?: unknown; code?: unknown } | undefined;
    return {
      error: 'query failed',
      query: err.query,
      cause: String(cause?.message ?? ''),
      sqlState: cause?.code,
    };
  }
  return { error: String(err) };
}

export function errorResponse(err: unknown, c: Context, logger: Logger) {
  const requestId = requestIdOf(c);
  if (err instanceof ApiError) {
    const body: ErrorBody = {
      error: { code: err.code, message: err.message, ...(err.fields && { fields: err.fields }), requestId },
    };
    return c.json(body, err.status, err.headers);
  }
  if (err instanceof BankError) {
    // The provider's own message stays in the log; the browser gets a plain retry hint.
    logger.warn('bank request failed', { path: c.req.path, code: err.code, requestId });
    const body: ErrorBody = {
      error: { code: 'bank_error', message: 'The bank could not be reached. Please try again.', requestId },
    };
    return c.json(body, 502);
  }
  if (err instanceof HTTPException) {
    const body: ErrorBody = {
      error: { code: 'http_error', message: err.message || 'Request failed', requestId },
    };
    return c.json(body, err.status);
  }
  logger.error('unhandled error', {
    path: c.req.path,
    method: c.req.method,
    requestId,
    ...errorLogFields(err),
  });
  const body: ErrorBody = {
    error: { code: 'internal', message: 'Something went wrong. Please try again.', requestId },
  };
  return c.json(body, 500);
}
