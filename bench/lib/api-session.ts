import { httpRequest } from './http-client.ts';

export interface ApiResponse {
  status: number;
  json: unknown;
  text: string;
}

export const PASSWORD = 'Sup3r$ecret-bench!';

/**
 * One person's browser against the real server: keeps the session cookie, sends `Origin: <PUBLIC_URL>` on
 * every request (writes need it) and JSON bodies as application/json.
 */
export class ApiSession {
  private cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    opts: { contentType?: string } = {},
  ): Promise<ApiResponse> {
    const headers: Record<string, string> = { Origin: this.baseUrl };
    if (this.cookies.size) headers.Cookie = this.cookieHeader();
    if (body !== undefined) headers['Content-Type'] = opts.contentType ?? 'application/json';
    const res = await httpRequest(this.baseUrl + path, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }).catch((err: unknown) => {
      throw new Error(`${method} ${path.split('?')[0]}: ${String(err)}`, { cause: err });
    });
    for (const cookie of res.setCookies) this.store(cookie);
    let json: unknown = null;
    try {
      json = res.text ? JSON.parse(res.text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, json, text: res.text };
  }

  /** The body of a 2xx answer; anything else throws with the status and text. */
  async expectOk<T>(method: string, path: string, body?: unknown, contentType?: string): Promise<T> {
    const res = await this.request(method, path, body, { contentType });
    if (res.status < 200 || res.status > 299) {
      throw new Error(`${method} ${path} answered ${res.status}: ${res.text.slice(0, 300)}`);
    }
    return res.json as T;
  }

  /** The Cookie header of this session (for a load generator that sends its own requests). */
  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private store(setCookie: string) {
    const [pair, ...attrs] = setCookie.split(';');
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq).trim();
    const value = pair!.slice(eq + 1).trim();
    if (value === '' || attrs.some((a) => /max-age=0\b/i.test(a.trim()))) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

let counter = 0;

/** Signs up a new person, follows the verification link from the development mailbox, and is signed in. */
export async function signUpVerified(baseUrl: string, prefix = 'bench'): Promise<ApiSession> {
  counter += 1;
  const email = `${prefix}.${process.pid}.${Date.now().toString(36)}.${counter}@example.com`;
  const session = new ApiSession(baseUrl);
  await session.expectOk('POST', '/api/auth/sign-up/email', {
    email,
    password: PASSWORD,
    name: 'Bench User',
    callbackURL: '/onboarding',
  });
  // Mail leaves through the job queue, a moment after the sign-up answered (bounded wait).
  let link: string | undefined;
  for (let i = 0; i < 100 && !link; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, 100));
    const mails = await session.expectOk<{ links: string[] }[]>(
      'GET',
      `/dev/mailbox.json?to=${encodeURIComponent(email)}`,
    );
    link = mails[0]?.links[0];
  }
  if (!link) throw new Error(`no verification mail for ${email}`);
  const url = new URL(link);
  const verified = await session.request('GET', url.pathname + url.search);
  if (verified.status !== 302) throw new Error(`verification answered ${verified.status}: ${verified.text}`);
  const me = await session.expectOk<{ user?: { id: string } } | null>('GET', '/api/auth/get-session');
  if (!me?.user) throw new Error('no session after verification');
  return session;
}
