import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Requests each upstream answered, by its base URL. */
  served: Map<string, number>;
  close(): Promise<void>;
}

/**
 * The smallest load balancer: each request to the next upstream in turn. A refused connection means the
 * request never reached that server, so it goes to the next one (as any load balancer's health check
 * would arrange); a failure after the request was sent is a 502, never a silent retry that could apply a
 * write twice.
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const served = new Map(upstreams.map((u) => [u, 0]));
  const agent = new http.Agent({ keepAlive: false });

  const forward = (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse, tries: number) => {
    const target = new URL(upstreams[next++ % upstreams.length]!);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        served.set(target.origin, (served.get(target.origin) ?? 0) + 1);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED' && tries < upstreams.length) return forward(req, body, res, tries + 1);
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'bad_gateway', message: 'The server went away.' } }));
    });
    upstream.end(body);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, Buffer.concat(chunks), res, 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
