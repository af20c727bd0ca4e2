import { readFileSync } from 'node:fs';

export interface RssSample {
  atSeconds: number;
  rssBytes: number;
  /** Connections the kernel holds for the server's port that the server has not accepted yet. */
  unaccepted: number | null;
}

/**
 * The accept-queue length of the listening socket on 127.0.0.1:`port` (the rx_queue of its LISTEN row in
 * /proc/net/tcp): requests on these connections are not yet seen by the server, nor by its back-pressure.
 */
export function unacceptedConnections(port: number): number | null {
  try {
    const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
    const row = readFileSync('/proc/net/tcp', 'utf8')
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .find((f) => f[1] === local && f[3] === '0A');
    return row ? Number.parseInt(row[4]!.split(':')[1]!, 16) : null;
  } catch {
    return null;
  }
}

/** Reads the server's resident set size (and its unaccepted connections) now and every `everyMs`. */
export function sampleRss(read: () => number | null, port: number, everyMs = 5000) {
  const samples: RssSample[] = [];
  const started = performance.now();
  const take = () => {
    const rssBytes = read();
    if (rssBytes === null) return;
    samples.push({
      atSeconds: (performance.now() - started) / 1000,
      rssBytes,
      unaccepted: unacceptedConnections(port),
    });
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    stop: () => {
      clearInterval(timer);
      take();
    },
  };
}

/**
 * Flat memory: after the warm-up, the highest RSS of the second half is within `tolerance` of the highest
 * of the first half (for a 120 s soak: 60-120 s against 15-60 s).
 */
export function memoryVerdict(samples: readonly RssSample[], seconds: number, tolerance = 0.15) {
  const warmUp = Math.min(15, seconds / 4);
  const middle = seconds / 2;
  const maxOf = (from: number, to: number) =>
    Math.max(0, ...samples.filter((s) => s.atSeconds >= from && s.atSeconds <= to).map((s) => s.rssBytes));
  const first = maxOf(warmUp, middle);
  const last = maxOf(middle + 0.001, seconds + 10);
  return {
    first,
    last,
    growth: first ? last / first - 1 : 0,
    flat: first > 0 && last <= first * (1 + tolerance),
  };
}
