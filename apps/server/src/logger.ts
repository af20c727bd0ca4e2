// A tiny structured logger. Secrets never go through here: callers log ids and outcomes, never tokens, and
// every line is redacted on the way out, whoever wrote it (our code, or a library through an adapter):
// - values under secret-bearing keys (token, password, cookie, query params...) are replaced, at any depth;
// - Error objects keep their name, message, code and cause, each redacted the same way;
// - strings are scrubbed of what looks like a credential: reset and verification links, JWTs, session
//   cookies, bearer tokens, bank access/public/link tokens, stored token ciphertexts, SQL parameters.
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };
const secretKeys = /token|secret|password|authorization|cookie|key|params|otp|backupcodes/i;
const REDACTED = '[redacted]';
/** Deeper than any field we log; a cycle or a huge library object stops here. */
const MAX_DEPTH = 8;

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

const scrubbers: [RegExp, string][] = [
  // A failed query's message lists its bound values (session tokens, e-mails, ciphertexts).
  [/\bparams: [^\n]*/g, `params: ${REDACTED}`],
  // Password reset links carry the token in the path; verification and OAuth links in the query.
  [/(\/reset-password\/)[^?#\s"'/]+/g, `$1${REDACTED}`],
  [
    /([?&#](?:token|code|state|secret|password|access_token|refresh_token|id_token|public_token)=)[^&#\s"']+/gi,
    `$1${REDACTED}`,
  ],
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]+/g, REDACTED],
  // better-auth's cookies (session token, session data, two-factor challenge, OAuth state).
  [/((?:__Secure-|__Host-)?better-auth\.[\w.-]+=)[^;\s"',]+/g, `$1${REDACTED}`],
  [/\b(Bearer|Basic)\s+[\w.~+/-]+=*/gi, `$1 ${REDACTED}`],
  [/\b(access|public|link)-(sandbox|development|production)-[\w-]+/g, `$1-$2-${REDACTED}`],
  // Our stored provider-token format: v1.<iv>.<tag>.<ciphertext>.
  [/\bv1\.[\w-]{16}\.[\w-]{22}\.[\w-]+/g, REDACTED],
];

/** A string with every credential-looking part replaced. */
export function scrubText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of scrubbers) out = out.replace(pattern, replacement);
  return out;
}

function redactValue(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' || typeof value === 'symbol' ? String(value) : value;
  }
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[too deep]';
  seen.add(value);
  if (value instanceof Error) {
    const { code, status } = value as Error & { code?: unknown; status?: unknown };
    return redactObject(
      {
        name: value.name,
        message: value.message,
        ...(code !== undefined && { code }),
        ...(status !== undefined && { status }),
        ...(value.cause !== undefined && { cause: value.cause }),
      },
      depth,
      seen,
    );
  }
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1, seen));
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Headers) return redactObject(Object.fromEntries(value), depth, seen);
  return redactObject(value as Record<string, unknown>, depth, seen);
}

function redactObject(fields: Record<string, unknown>, depth: number, seen: WeakSet<object>) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) {
    out[k] = secretKeys.test(k) ? REDACTED : redactValue(v, depth + 1, seen);
  }
  return out;
}

/** The fields with every secret removed, at any depth (see the top of this file). */
export function redact(fields: Record<string, unknown>): Record<string, unknown> {
  return redactObject(fields, 0, new WeakSet());
}

export function createLogger(level: LogLevel, write: (line: string) => void = (l) => console.log(l)): Logger {
  const log = (at: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (order[at] < order[level]) return;
    const extra = fields ? ' ' + JSON.stringify(redact(fields)) : '';
    write(`${new Date().toISOString()} ${at.toUpperCase()} ${scrubText(msg)}${extra}`);
  };
  return {
    debug: (m, f) => log('debug', m, f),
    info: (m, f) => log('info', m, f),
    warn: (m, f) => log('warn', m, f),
    error: (m, f) => log('error', m, f),
  };
}
