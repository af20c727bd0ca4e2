// A tiny structured logger. Secrets never go through here: callers log ids and outcomes, never tokens,
// and `redact` strips the known secret-bearing keys from any object before it is written.
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };
const secretKeys = /token|secret|password|authorization|cookie|key/i;

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function redact(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) out[k] = secretKeys.test(k) ? '[redacted]' : v;
  return out;
}

export function createLogger(level: LogLevel, write: (line: string) => void = (l) => console.log(l)): Logger {
  const log = (at: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (order[at] < order[level]) return;
    const extra = fields ? ' ' + JSON.stringify(redact(fields)) : '';
    write(`${new Date().toISOString()} ${at.toUpperCase()} ${msg}${extra}`);
  };
  return {
    debug: (m, f) => log('debug', m, f),
    info: (m, f) => log('info', m, f),
    warn: (m, f) => log('warn', m, f),
    error: (m, f) => log('error', m, f),
  };
}
