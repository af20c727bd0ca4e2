import http from 'node:http';

export interface HttpAnswer {
  status: number;
  setCookies: string[];
  /** The Retry-After header, when the server sent one. */
  retryAfter?: string;
  text: string;
}

/**
 * A new connection per request unless the caller brings a keep-alive agent. The crash harness wants
 * this: a kept-alive socket can be closed by the server's idle timeout just as a late timer reuses it, and
 * after a SIGKILL one could even outlive its server.
 */
const oneShot = new http.Agent({ keepAlive: false });

export interface HttpOptions {
  method: string;
  headers: Record<string, string>;
  body?: string;
  agent?: http.Agent;
  timeoutMs?: number;
  /**
   * Called when a kept-alive socket turned out to be closed by the server's idle timeout before the
   * request reached it; the request is then sent once more on a new socket (Node's documented pattern).
   */
  onStaleSocket?: () => void;
}

/** One HTTP/1.1 request; the whole answer body is read as text. */
export async function httpRequest(url: string, opts: HttpOptions): Promise<HttpAnswer> {
  try {
    return await attempt(url, opts);
  } catch (err) {
    const { reusedSocket, code } = err as { reusedSocket?: boolean; code?: string };
    if (!opts.onStaleSocket || !reusedSocket || code !== 'ECONNRESET') throw err;
    opts.onStaleSocket();
    return attempt(url, opts);
  }
}

function attempt(url: string, opts: HttpOptions): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const body = opts.body === undefined ? undefined : Buffer.from(opts.body);
    const req = http.request(
      url,
      {
        method: opts.method,
        agent: opts.agent ?? oneShot,
        headers: { ...opts.headers, ...(body && { 'Content-Length': String(body.length) }) },
        timeout: opts.timeoutMs ?? 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            setCookies: res.headers['set-cookie'] ?? [],
            retryAfter: res.headers['retry-after'],
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer in time')));
    req.on('error', (err) => reject(Object.assign(err, { reusedSocket: req.reusedSocket })));
    req.end(body);
  });
}
