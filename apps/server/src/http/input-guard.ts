import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors.ts';
import { refuseNul } from './validate.ts';

/**
 * Input no handler can store or route, refused with a 400 before any handler sees it: a malformed percent
 * escape in the address, and a NUL character (PostgreSQL text cannot hold it) in the path, the query or a
 * JSON body's strings, named by field as the validators name it.
 */
export function rejectUnusableInput(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
      decodeURIComponent(url.search.replace(/\+/g, ' '));
    } catch {
      throw new ApiError(400, 'malformed_url', 'The address contains a malformed percent escape.');
    }
    if (path.includes('\0')) {
      throw new ApiError(400, 'invalid_request', 'The address contains a character that is not allowed.');
    }
    refuseNul(Object.fromEntries(url.searchParams));

    const type = c.req.header('content-type') ?? '';
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && /^application\/json/i.test(type)) {
      const text = await c.req.raw.clone().text();
      if (text.includes('\0')) throw new ApiError(400, 'invalid_json', 'The request body must be JSON');
      if (/\\u0000/i.test(text)) {
        let body: unknown = null;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: the route's own parser answers that.
        }
        refuseNul(body);
      }
    }
    return next();
  };
}
