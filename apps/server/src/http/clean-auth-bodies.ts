import type { MiddlewareHandler } from 'hono';
import { cleanJsonStrings } from './validate.ts';

/**
 * better-auth's JSON bodies with their strings cleaned as every other route's are (cleanJsonStrings): a
 * name given at sign-up or in update-user is stored without control characters (ESC, BEL, CR/LF, U+202E);
 * passwords, tokens and codes stay as typed. A body that is not JSON passes untouched, for better-auth to
 * answer. Runs after the body is received whole (receive-body.ts).
 */
export function cleanAuthBodies(): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    const isJson = (raw.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json');
    if (raw.method !== 'GET' && raw.method !== 'HEAD' && raw.body && isJson) {
      const text = await raw.text();
      let body = text;
      try {
        body = JSON.stringify(cleanJsonStrings(JSON.parse(text)));
      } catch {
        // Not JSON: better-auth answers it.
      }
      const headers = new Headers(raw.headers);
      headers.delete('content-length');
      c.req.raw = new Request(raw, { body, headers });
    }
    await next();
  };
}
