export interface RssSample {
  atSeconds: number;
  rssBytes: number;
}

/** Reads the server's resident set size now and every `everyMs` until stopped. */
export function sampleRss(read: () => number | null, everyMs = 5000) {
  const samples: RssSample[] = [];
  const started = performance.now();
  const take = () => {
    const rssBytes = read();
    if (rssBytes !== null) samples.push({ atSeconds: (performance.now() - started) / 1000, rssBytes });
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
