/**
 * A minimal browser over real HTTP for flows that cross servers (OAuth): a cookie jar per host and port,
 * manual redirects so a test can see every hop, and HTML form posting.
 */
export class Browser {
  private jars = new Map<string, Map<string, string>>();

  async request(
    url: string,
    init: { method?: string; body?: string; headers?: Record<string, string> } = {},
  ) {
    const target = new URL(url);
    const jar = this.jar(target.host);
    const res = await fetch(target, {
      method: init.method ?? 'GET',
      body: init.body,
      redirect: 'manual',
      headers: {
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...init.headers,
      },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
    const location = res.headers.get('location');
    return {
      status: res.status,
      location: location ? new URL(location, target).toString() : null,
      headers: res.headers,
      text: await res.text(),
    };
  }

  postJson(url: string, body: unknown, origin: string) {
    return this.request(url, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', origin },
    });
  }

  postForm(url: string, fields: Record<string, string>) {
    return this.request(url, {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  private jar(host: string) {
    let jar = this.jars.get(host);
    if (!jar) this.jars.set(host, (jar = new Map()));
    return jar;
  }
}
