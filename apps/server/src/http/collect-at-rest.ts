import type { IncomingMessage, ServerResponse } from 'node:http';
import { getHeapSpaceStatistics } from 'node:v8';

/** No request for this long is "at rest". */
const QUIET_MS = 30_000;
/** How often the server looks whether it is at rest. */
const CHECK_MS = 10_000;

/** The part of an HTTP server this needs: its request event. */
export interface RequestSource {
  on(event: 'request', listener: (req: IncomingMessage, res: ServerResponse) => void): unknown;
}

export interface CollectAtRestOptions {
  /** A full garbage collection (`globalThis.gc`, which `node --expose-gc` gives). */
  collect: () => void;
  quietMs?: number;
  checkMs?: number;
  now?: () => number;
}

/**
 * Once the server has had no request in flight for half a minute after a busy spell, runs one full garbage
 * collection. V8 collects as it allocates: a server that goes quiet after a large import or a report
 * load keeps the garbage of that work (a 100,000-row import left 120-280 MB of heap, 65 MB of it live) until
 * the next busy spell. Collected once per quiet spell, when no one is waiting on the thread.
 */
export function collectAtRest(server: RequestSource, options: CollectAtRestOptions): { stop(): void } {
  const now = options.now ?? Date.now;
  const quietMs = options.quietMs ?? QUIET_MS;
  let inFlight = 0;
  let lastActivity = now();
  let busySinceCollected = false;
  server.on('request', (_req, res) => {
    inFlight += 1;
    busySinceCollected = true;
    res.once('close', () => {
      inFlight -= 1;
      lastActivity = now();
    });
  });
  const timer = setInterval(() => {
    if (!busySinceCollected || inFlight > 0 || now() - lastActivity < quietMs) return;
    busySinceCollected = false;
    options.collect();
  }, options.checkMs ?? CHECK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/**
 * What the process holds, by part, in MB: resident in all; the JavaScript heap in use and reserved, and its
 * young generation's share of the reserve; memory outside the heap (buffers and the embedded database's
 * WebAssembly memory). What an operator reads when the server's memory looks high.
 */
export function memoryByPart(): Record<string, number> {
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  const newSpace = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
  return {
    rssMb: mb(rss),
    heapUsedMb: mb(heapUsed),
    heapTotalMb: mb(heapTotal),
    youngGenerationMb: mb(newSpace?.physical_space_size ?? 0),
    externalMb: mb(external),
    arrayBuffersMb: mb(arrayBuffers),
  };
}
