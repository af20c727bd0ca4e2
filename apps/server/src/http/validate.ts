import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { dropControlCharacters, singleLineText } from '@tourniquet/domain';
import { ApiError, validationError } from './errors.ts';

const NOT_ALLOWED = 'Contains a character that is not allowed';

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.').replaceAll('\u0000', '') || '_';
}

/**
 * The path of the first string (or object key) holding U+0000, else null. PostgreSQL text cannot store
 * that character: left in, it would fail inside the query as a 500 instead of a 400. Iterative with
 * parent links, so a deeply nested body costs linear time and cannot overflow the stack.
 */
export function findNulCharacter(value: unknown): string | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    if (typeof visit.value === 'string') {
      if (visit.value.includes('\u0000')) return pathOf(visit);
    } else if (visit.value !== null && typeof visit.value === 'object') {
      for (const [key, child] of Object.entries(visit.value)) {
        const next = { value: child, key, parent: visit };
        if (key.includes('\u0000')) return pathOf(next);
        stack.push(next);
      }
    }
  }
  return null;
}

export function refuseNul(input: unknown) {
  const field = findNulCharacter(input);
  if (field === null) return;
  const message = field === '_' ? NOT_ALLOWED : `${field}: ${NOT_ALLOWED}`;
  throw new ApiError(400, 'invalid_request', message, { [field]: NOT_ALLOWED });
}

/** The one multi-line text field of the API (the profile's bio): it keeps its tabs and line breaks. */
const MULTI_LINE_FIELDS = new Set(['bio']);
/** Secrets are checked as typed, byte for byte: a password must never be quietly changed. */
const VERBATIM_FIELD = /password|secret|token|code/i;

/**
 * Every string of a JSON body as it may be stored (docs/security.md, "control characters"): one line and no
 * control characters, but for the multi-line fields, which keep tab and line feed, and secrets, kept as
 * typed. In place and iterative, so a body nested tens of thousands deep costs linear time.
 */
export function cleanJsonStrings(value: unknown): unknown {
  if (typeof value === 'string') return singleLineText(value);
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const child = record[key];
      if (typeof child === 'string') {
        if (Array.isArray(node) || !VERBATIM_FIELD.test(key)) {
          record[key] = MULTI_LINE_FIELDS.has(key) ? dropControlCharacters(child) : singleLineText(child);
        }
      } else if (child !== null && typeof child === 'object') {
        stack.push(child);
      }
    }
  }
  return value;
}

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
      refuseNul(body);
      const parsed = schema.safeParse(cleanJsonStrings(body));
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
      const query = c.req.query();
      refuseNul(query);
      const parsed = schema.safeParse(query);
      if (!parsed.success) throw validationError(parsed.error);
      c.req.addValidatedData('query', parsed.data as object);
      await next();
    },
  );
}

/**
 * A write route that takes no body: none, `{}`, or a 400 for any field (a client sending fields it believes
 * count, such as an owner id, is told so instead of ignored).
 */
export function zEmptyJsonBody() {
  return zValidatorJson(z.object({}).strict());
}
