import type { FuzzRequest } from './fuzz-values.ts';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** What no answer may hold (after taking out what the request itself sent, which an answer may echo). */
export const LEAK_PATTERNS: [string, RegExp][] = [
  ['a stack frame', /\bat\s+(?:[\w$.<>[\] ]+\s+)?\(?(?:file:\/\/|node:|\/)[^\s)]*:\d+/],
  ['a file path', /\/work\/|\.ts:\d|\.ts:|node_modules|\/src\/[\w/-]+\.\w+/],
  // Also inside a JSON string, where the quotes around a name come escaped (\").
  ['SQL text', /\b(?:select|insert|update|delete)\b[\s\S]{0,200}?\b(?:from|into|set)\s+(?:\\?")?[a-z_]+/i],
  [
    'a database message',
    /violates|duplicate key|syntax error at|invalid input syntax|relation "|column "|sqlstate|DrizzleQueryError|Failed query|PGlite|ECONNREFUSED|deadlock detected/i,
  ],
];

/** Provider messages: our routes never pass one on (the simulator's own answers are the provider's). */
const PROVIDER_MESSAGE =
  /error_type|error_code|display_message|ITEM_LOGIN_REQUIRED|INVALID_ACCESS_TOKEN|INVALID_PUBLIC_TOKEN|PRODUCT_NOT_READY/;

function withoutEchoes(text: string, echoes: readonly string[]): string {
  let out = text;
  const fragments = [...new Set(echoes.flatMap((e) => [e, JSON.stringify(e).slice(1, -1)]))]
    .filter((e) => e.length >= 3)
    .sort((a, b) => b.length - a.length);
  for (const fragment of fragments) out = out.split(fragment).join(' ');
  return out;
}

/** Everything wrong with one answer: a 5xx, a leak, a missing or unsafe request id. */
export function answerProblems(
  req: FuzzRequest,
  res: { status: number; headers: Headers; text: string },
): string[] {
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`status ${res.status}`);
  const id = res.headers.get('x-request-id');
  const incoming = req.headers['X-Request-Id'];
  if (!id || !SAFE_REQUEST_ID.test(id)) problems.push(`request id header ${JSON.stringify(id)}`);
  else if (incoming && SAFE_REQUEST_ID.test(incoming) && id !== incoming)
    problems.push('a safe incoming request id was not kept');
  const text = withoutEchoes(res.text, req.echoes);
  for (const [what, pattern] of LEAK_PATTERNS) {
    const hit = pattern.exec(text);
    if (hit) problems.push(`${what}: ${hit[0].slice(0, 120)}`);
  }
  const isProvider = req.path.startsWith('/sim/');
  if (!isProvider && PROVIDER_MESSAGE.test(text))
    problems.push(`a provider message: ${PROVIDER_MESSAGE.exec(text)![0]}`);
  // Our own error bodies carry the id; better-auth's and the simulator's keep their shapes (header only).
  const ours = req.path.startsWith('/api/') && !req.path.startsWith('/api/auth/');
  if (ours && res.status >= 400) {
    let requestId: unknown;
    try {
      requestId = (JSON.parse(res.text) as { error?: { requestId?: unknown } }).error?.requestId;
    } catch {
      requestId = undefined;
    }
    if (requestId !== id) problems.push(`error body without the request id: ${res.text.slice(0, 120)}`);
  }
  return problems;
}
