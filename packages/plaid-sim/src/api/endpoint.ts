import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { SimContext } from '../context.ts';
import { PlaidApiError } from '../core/plaid-error.ts';

export interface Endpoint {
  path: string;
  /** Browser-facing Link helpers authenticate with the link_token instead of client credentials. */
  needsCredentials: boolean;
  run(body: Record<string, unknown>, ctx: SimContext, requestId: string): Promise<object>;
}

export function defineEndpoint<S extends z.ZodType>(
  path: string,
  schema: S,
  handle: (input: z.infer<S>, ctx: SimContext, requestId: string) => object | Promise<object>,
  options: { needsCredentials?: boolean } = {},
): Endpoint {
  return {
    path,
    needsCredentials: options.needsCredentials ?? true,
    async run(body, ctx, requestId) {
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw validationError(parsed.error, body);
      return handle(parsed.data, ctx, requestId);
    },
  };
}

/** Plaid-style request ids: 15 alphanumerics. */
export function newRequestId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(15)].map((b) => alphabet[b % alphabet.length]).join('');
}

function valueAt(body: unknown, path: PropertyKey[]): unknown {
  let value: unknown = body;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Absent required fields -> MISSING_FIELDS (listing them all); anything else -> INVALID_FIELD. */
function validationError(error: z.ZodError, body: unknown): PlaidApiError {
  const missing = error.issues.filter(
    (i) => i.code === 'invalid_type' && valueAt(body, i.path) === undefined,
  );
  if (missing.length > 0) {
    const names = missing.map((i) => i.path.join('.'));
    return new PlaidApiError(
      'MISSING_FIELDS',
      `the following required fields are missing: ${names.join(', ')}`,
    );
  }
  const first = error.issues[0];
  const field = first ? first.path.join('.') : 'body';
  return new PlaidApiError('INVALID_FIELD', `${field}: ${first?.message ?? 'invalid value'}`);
}

function checkCredentials(c: Context, body: Record<string, unknown>, ctx: SimContext): void {
  const clientId =
    c.req.header('plaid-client-id') ?? (typeof body.client_id === 'string' ? body.client_id : undefined);
  const secret = c.req.header('plaid-secret') ?? (typeof body.secret === 'string' ? body.secret : undefined);
  if (!clientId || !secret) {
    const names = [clientId ? null : 'client_id', secret ? null : 'secret'].filter(Boolean).join(', ');
    throw new PlaidApiError('MISSING_FIELDS', `the following required fields are missing: ${names}`);
  }
  const expected = ctx.credentials;
  if (
    (expected.clientId && expected.clientId !== clientId) ||
    (expected.secret && expected.secret !== secret)
  ) {
    throw new PlaidApiError('INVALID_API_KEYS');
  }
}

/** Parses the body, authenticates, validates, runs, and answers in Plaid's success or error shape. */
export async function respond(c: Context, endpoint: Endpoint, ctx: SimContext): Promise<Response> {
  const requestId = newRequestId();
  try {
    const text = await c.req.text();
    let body: unknown;
    try {
      body = text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      throw new PlaidApiError('INVALID_BODY');
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body))
      throw new PlaidApiError('INVALID_BODY');
    const record = body as Record<string, unknown>;
    if (endpoint.needsCredentials) checkCredentials(c, record, ctx);
    const result = await endpoint.run(record, ctx, requestId);
    return c.json({ ...result, request_id: requestId }, 200);
  } catch (err) {
    const apiError = err instanceof PlaidApiError ? err : new PlaidApiError('INTERNAL_SERVER_ERROR');
    if (!(err instanceof PlaidApiError)) ctx.reportError(err);
    return c.json(apiError.body(requestId), apiError.status as 400);
  }
}
