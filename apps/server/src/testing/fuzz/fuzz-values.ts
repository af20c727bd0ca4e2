import fc from 'fast-check';
import { OWNED_FIELDS } from './fuzz-specs.ts';

/** One generated request, and every string it carries (an answer may echo those back). */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array | FormData;
  echoes: string[];
}

/** Within the 100 KB body limit once wrapped in JSON, and over it. */
export const HUGE_INSIDE = 'x'.repeat(90_000);
export const HUGE_OVER = 'y'.repeat(150_000);
/** Over the 10 MB statement-file limit. */
export const HUGE_FILE = `Date,Description,Amount\r\n${'2026-01-01,PADDING,-1.00\r\n'.repeat(420_000)}`;

const hostileText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  "' OR 1=1 --",
  '"; drop table "user"; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '%s%n%x',
  '\uFFFF\uFFFE',
  '\u202E\u200B',
  '🙂👨‍👩‍👧',
  '',
  ' ',
  '\t\r\n',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  '12.345',
  '2026-02-30',
  '0000-00-00',
  '9'.repeat(400),
  '__proto__',
  'constructor',
);

export const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 4, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.constantFrom(HUGE_INSIDE, HUGE_OVER) },
);

const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e308, 0.1 + 0.2, Number.MIN_VALUE),
);

/** Nested JSON (objects and arrays) to a moderate depth, for field values. */
const nested = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    number,
    fc.array(tie('node'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('node'), { maxKeys: 3 }),
  ),
})).node;

/** Any value where a field goes: wrong types, numbers as strings, arrays for objects, deep values. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  text,
  number,
  number.map(String),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), text, { maxKeys: 3 }),
  nested,
);

const fieldName = fc.oneof(
  fc.constantFrom(...Object.keys(OWNED_FIELDS), '__proto__', 'constructor', ''),
  fc.string({ maxLength: 12 }),
);

// ---- bodies ----------------------------------------------------------------------------------------

type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [prefix];
  const children = Array.isArray(value)
    ? value.map((v, i) => pathsOf(v, [...prefix, i]))
    : Object.entries(value).map(([k, v]) => pathsOf(v, [...prefix, k]));
  return [prefix, ...children.flat()];
}

type Mutation =
  | { op: 'set'; at: number; value: unknown }
  | { op: 'delete'; at: number }
  | { op: 'add'; at: number; key: string; value: unknown }
  | { op: 'wrap'; at: number }
  | { op: 'numbers-as-strings' };

function applyMutation(body: unknown, paths: Path[], m: Mutation): unknown {
  if (m.op === 'numbers-as-strings') {
    if (body === undefined) return body;
    return JSON.parse(JSON.stringify(body), (_k, v: unknown) => (typeof v === 'number' ? String(v) : v));
  }
  const path = paths[m.at % paths.length]!;
  const copy: unknown = structuredClone(body);
  const root = { value: copy } as Record<string, unknown>;
  let parent: Record<string | number, unknown> = root;
  let key: string | number = 'value';
  for (const step of path) {
    const next = parent[key];
    if (next === null || typeof next !== 'object') break;
    parent = next as Record<string | number, unknown>;
    key = step;
  }
  const target = parent[key];
  if (m.op === 'set') parent[key] = m.value;
  else if (m.op === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else if (m.op === 'wrap') parent[key] = [target];
  else if (target !== null && typeof target === 'object' && !Array.isArray(target)) {
    (target as Record<string, unknown>)[m.key] = m.value;
  } else parent[key] = { [m.key]: m.value };
  return root.value;
}

function mutated(template: Record<string, unknown>): fc.Arbitrary<unknown> {
  const paths = pathsOf(template);
  const at = fc.nat();
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    { weight: 4, arbitrary: fc.record({ op: fc.constant('set' as const), at, value: anyValue }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('delete' as const), at }) },
    {
      weight: 3,
      arbitrary: fc.record({ op: fc.constant('add' as const), at, key: fieldName, value: anyValue }),
    },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('wrap' as const), at }) },
    { weight: 1, arbitrary: fc.constant({ op: 'numbers-as-strings' as const }) },
  );
  return fc
    .array(mutation, { minLength: 1, maxLength: 3 })
    .map((ms) => ms.reduce<unknown>((body, m) => applyMutation(body, paths, m), template));
}

/** Bodies that are not JSON, or are JSON no schema expects: broken text, deep nesting, huge strings. */
const rawBody = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '}',
    '[',
    'null',
    'true',
    '0',
    '"a"',
    '{"a":1}garbage',
    '{"a":"\\ud800"}',
    '\u0000',
    '{"a":"\u0000"}',
  ),
  fc.integer({ min: 1, max: 45_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 1, max: 16_000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
  fc.constantFrom(`"${HUGE_INSIDE}"`, `"${HUGE_OVER}"`),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

type Body = { json: unknown } | { raw: string } | { none: true };

export function bodyFor(template: Record<string, unknown> | undefined): fc.Arbitrary<Body> {
  const base = template ?? {};
  return fc.oneof(
    { weight: 10, arbitrary: mutated(base).map((json) => ({ json })) },
    { weight: 2, arbitrary: fc.constant({ json: base }) },
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.array(fc.constant(base), { maxLength: 2 }).map((json) => ({ json })) },
    { weight: 3, arbitrary: rawBody.map((raw) => ({ raw })) },
    { weight: 1, arbitrary: fc.constant({ none: true as const }) },
  );
}

export const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json;;'),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', ''),
  },
);

/** A path segment no route expects: hostile text, percent escapes, traversal. */
export const hostileSegment = fc.oneof(
  text.filter((s) => s.length < 2000).map((s) => encodeURIComponent(s) || '%20'),
  fc.constantFrom('%00', '%E0%A4%A', '%', '..', '%2e%2e', '%2F', 'a%2Fb', '%25', '-1', '0', 'null'),
);

export const query = fc.oneof(
  { weight: 6, arbitrary: fc.constant('') },
  {
    weight: 1,
    arbitrary: fc
      .array(
        fc.tuple(
          fieldName,
          text.filter((s) => s.length < 500),
        ),
        { maxLength: 3 },
      )
      .map((pairs) =>
        pairs.length
          ? `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`
          : '',
      ),
  },
);

/** Sometimes a request id of the caller's: safe (kept), or not (replaced). */
export const incomingRequestId = fc.oneof(
  { weight: 8, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'proxy-id-12345678',
      'abc',
      'x'.repeat(65),
      'a b c d e f g h',
      '"quoted-id-1234"',
      '<script>id</script>',
    ),
  },
);

export function encodeBody(body: Body): { body?: string; echoes: string[] } {
  if ('none' in body) return { echoes: [] };
  if ('raw' in body) return { body: body.raw, echoes: [body.raw] };
  const echoes: string[] = [];
  JSON.stringify(body.json, (k, v: unknown) => {
    if (k) echoes.push(k);
    if (typeof v === 'string') echoes.push(v);
    if (typeof v === 'number') echoes.push(String(v));
    return v;
  });
  return { body: JSON.stringify(body.json), echoes };
}

export function withHeaders(type: string, requestId: string | undefined, extra: Record<string, string> = {}) {
  return {
    ...(type ? { 'Content-Type': type } : {}),
    ...(requestId ? { 'X-Request-Id': requestId } : {}),
    ...extra,
  };
}

/** The path and query's parts, as sent and decoded (an answer may name them). */
export function decodedParts(pathAndQuery: string): string[] {
  const parts: string[] = [];
  for (const part of pathAndQuery.split(/[/?&=]/)) {
    parts.push(part);
    try {
      parts.push(decodeURIComponent(part));
    } catch {
      // a malformed escape stays as sent
    }
  }
  return parts;
}
