import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
  }
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * A proxy's id is kept so one request can be followed through both logs, but only a short token of safe
 * characters: anything else (a long string, spaces, quotes, control characters) could forge log lines or
 * smuggle text into the response header and the error body.
 */
const SAFE_INCOMING_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The request's id (set by requestId(); one is made on the spot for an app mounted without it). */
export function requestIdOf(c: Context): string {
  let id = c.get('requestId');
  if (!id) {
    id = randomUUID();
    c.set('requestId', id);
  }
  return id;
}

/**
 * Gives every request an id: the caller's X-Request-Id when it is a short safe token, else a new UUID. The
 * id goes back in the X-Request-Id header of every answer, and into every error body of ours
 * (`{ error: { code, message, requestId } }`), including the ones a route writes itself rather than through
 * errorResponse, so a user who reports an error hands over the id that finds its log lines.
 */
export function requestId(): MiddlewareHandler {
  return async (c, next) => {
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const id = incoming && SAFE_INCOMING_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', id);
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, id);
    if (c.res.status < 400 || !isSmallJson(c.res.headers)) return;
    // Reading the body of @hono/node-server's lightweight Response rebuilds it from the headers it was
    // made with, dropping every header set since (the CSP, nosniff, this id): copy them all first, and
    // replace the answer outright (assigning over it would merge the old answer's headers back in).
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    const status = c.res.status;
    const text = await c.res.text();
    c.res = undefined;
    c.res = new Response(withRequestId(text, id), { status, headers });
  };
}

/** Error bodies are small: a bigger or streamed body is left as it is (it still has the header). */
const MAX_ERROR_BODY_BYTES = 64 * 1024;

function isSmallJson(headers: Headers): boolean {
  const length = Number(headers.get('content-length') ?? 0);
  return /^application\/json/i.test(headers.get('content-type') ?? '') && length <= MAX_ERROR_BODY_BYTES;
}

/** An `{ error: {...} }` body without a requestId, given one; any other text as it was. */
function withRequestId(text: string, id: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  if (!isErrorBody(body) || typeof body.error.requestId === 'string') return text;
  return JSON.stringify({ ...body, error: { ...body.error, requestId: id } });
}

function isErrorBody(body: unknown): body is { error: Record<string, unknown> } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const error = (body as { error?: unknown }).error;
  return error !== null && typeof error === 'object' && !Array.isArray(error);
}
