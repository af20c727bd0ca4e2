import type { App } from '../app.ts';

/**
 * A browser-like client for in-process API tests: keeps cookies between requests, sends the Origin header
 * better-auth checks, and returns status plus parsed JSON.
 */
export class TestClient {
  private cookies = new Map<string, string>();
  constructor(
    private readonly app: App,
    private readonly origin = 'http://localhost:3000',
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const allHeaders: Record<string, string> = {
      Origin: this.origin,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(this.cookies.size ? { Cookie: this.cookieHeader() } : {}),
      ...this.extraHeaders,
      ...headers,
    };
    // Origin '' means a request without one (as a browser sends for some same-origin requests).
    if (!allHeaders.Origin) delete allHeaders.Origin;
    const res = await this.app.request(path, {
      method,
      headers: allHeaders,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const setCookie of res.headers.getSetCookie()) this.store(setCookie);
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return {
      status: res.status,
      json: json as Record<string, unknown> & Record<string, never>,
      text,
      headers: res.headers,
    };
  }

  get(path: string) {
    return this.request('GET', path);
  }
  /**
   * A request sent as given (any body, any headers, nothing added but Origin and the cookies unless the
   * headers set them): for bodies that are not JSON and answers that are not text.
   */
  async raw(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
    const res = await this.app.request(path, {
      ...init,
      headers: {
        Origin: this.origin,
        ...(this.cookies.size ? { Cookie: this.cookieHeader() } : {}),
        ...init.headers,
      },
      redirect: 'manual',
    });
    for (const setCookie of res.headers.getSetCookie()) this.store(setCookie);
    return res;
  }
  post(path: string, body: unknown = {}) {
    return this.request('POST', path, body);
  }
  put(path: string, body: unknown) {
    return this.request('PUT', path, body);
  }
  delete(path: string, body?: unknown) {
    return this.request('DELETE', path, body);
  }

  /** The Cookie header this client would send (to replay a session from another client). */
  cookieHeaderForTests() {
    return this.cookieHeader();
  }

  hasCookies() {
    return this.cookies.size > 0;
  }
  clearCookies() {
    this.cookies.clear();
  }

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private store(setCookie: string) {
    const [pair, ...attrs] = setCookie.split(';');
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq).trim();
    const value = pair!.slice(eq + 1).trim();
    const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
    if (expired) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
