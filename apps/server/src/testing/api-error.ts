import type { ErrorBody } from '../http/errors.ts';

/** The `error` of an API error body, typed (throws when the body has none, so a test fails clearly). */
export function apiError(res: { json: unknown; text: string }): ErrorBody['error'] {
  const body = res.json as Partial<ErrorBody> | null;
  if (!body?.error) throw new Error(`expected an error body, got: ${res.text}`);
  return body.error;
}
