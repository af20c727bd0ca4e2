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
    if (c.res.status < 400) return;
    const rewritten = await withRequestId(c.res, id);
    if (rewritten === c.res) return;
    c.res = rewritten;
    // Hono carries the old answer's headers over; its length is not the new body's.
    c.res.headers.delete('content-length');
  };
}

/** Error bodies are small: a bigger or streamed body is left as it is (it still has the header). */
const MAX_ERROR_BODY_BYTES = 64 * 1024;

/** An `{ error: {...} }` JSON answer without a requestId, given one; any other answer unchanged. */
async function withRequestId(res: Response, id: string): Promise<Response> {
  const type = res.headers.get('content-type') ?? '';
  const length = Number(res.headers.get('content-length') ?? 0);
  if (!/^application\/json/i.test(type) || !(length <= MAX_ERROR_BODY_BYTES) || !res.body) return res;
  let body: unknown;
  try {
    body = await res.clone().json();
  } catch {
    return res;
  }
  if (!isErrorBody(body) || typeof body.error.requestId === 'string') return res;
  return new Response(JSON.stringify({ ...body, error: { ...body.error, requestId: id } }), {
    status: res.status,
    statusText: res.statusText,
    headers: res.headers,
  });
}

function isErrorBody(body: unknown): body is { error: Record<string, unknown> } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const error = (body as { error?: unknown }).error;
  return error !== null && typeof error === 'object' && !Array.isArray(error);
}
