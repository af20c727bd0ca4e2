import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { ApiError, validationError } from './errors.ts';

/**
 * Validates a JSON body with a zod schema; bad JSON or a bad shape is a 400 with field messages and the
 * handler never runs. Handlers read the result with c.req.valid('json').
 */
export function zValidatorJson<S extends z.ZodType>(schema: S) {
  return createMiddleware<object, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }>(
    async (c, next) => {
      let body: unknown;
      try {
        const text = await c.req.text();
        body = text.trim() === '' ? {} : JSON.parse(text);
      } catch {
        throw new ApiError(400, 'invalid_json', 'The request body must be JSON');
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw validationError(parsed.error);
      c.req.addValidatedData('json', parsed.data as object);
      await next();
    },
  );
}

/**
 * Validates the query string with a zod schema (each key's last value, as strings); a bad value is a 400
 * with field messages and the handler never runs. Handlers read the result with c.req.valid('query').
 */
export function zValidatorQuery<S extends z.ZodType>(schema: S) {
  return createMiddleware<object, string, { in: { query: z.input<S> }; out: { query: z.output<S> } }>(
    async (c, next) => {
      const parsed = schema.safeParse(c.req.query());
      if (!parsed.success) throw validationError(parsed.error);
      c.req.addValidatedData('query', parsed.data as object);
      await next();
    },
  );
}
