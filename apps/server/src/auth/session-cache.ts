/**
 * A 5-second memory of answered session checks, keyed by the request's cookie header. Most of an
 * authenticated request's cost was reading the session row; a page load makes several requests at once.
 * Revocation stays prompt: any auth or account change on this server clears the whole cache at once, and
 * another server honours a revocation at most TTL_MS late (docs/security.md).
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export interface CachedSession<S> {
  get(key: string, now: number): S | undefined;
  set(key: string, value: S, now: number): void;
  clear(): void;
}

export function createSessionCache<S>(ttlMs: number = SESSION_CACHE_TTL_MS): CachedSession<S> {
  const entries = new Map<string, { value: S; expiresAt: number }>();
  return {
    get(key, now) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expiresAt <= now) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key, value, now) {
      // Bounded: past the cap the oldest entries go first (Map keeps insertion order).
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expiresAt: now + ttlMs });
    },
    clear() {
      entries.clear();
    },
  };
}
