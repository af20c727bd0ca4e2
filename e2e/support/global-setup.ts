import { createServer, type AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  const port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
  // Every spec signs up its own users from 127.0.0.1; scale the per-IP auth limits so they never trip.
  server = await startServer(port, { RATE_LIMIT_MULTIPLIER: '100' });
  project.provide('baseUrl', server.baseUrl);
}

export async function teardown() {
  await server?.stop();
}
