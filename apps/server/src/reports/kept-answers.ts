import type { Db } from '../db/client.ts';
import { reportDataVersion } from '../db/queries/report-changes.ts';

/**
 * Answers kept per database under a key and the user's report version (decision 033), the least recently
 * used dropped past `max`. An answer is kept as a copy and each reader gets its own copy, so no caller can
 * change what the next one reads. Only for the database itself, never a transaction: an answer read inside
 * a transaction that later rolls back must not be kept (a transaction has rollback; `keeps` says no).
 */
export class KeptAnswers<T> {
  readonly #byDatabase = new WeakMap<Db, Map<string, { version: number; answer: T }>>();

  constructor(private readonly max: number) {}

  keeps(db: Db): boolean {
    return !('rollback' in db);
  }

  get(db: Db, key: string, version: number): T | undefined {
    const kept = this.#byDatabase.get(db);
    const found = kept?.get(key);
    if (!kept || !found) return undefined;
    kept.delete(key);
    if (found.version !== version) return undefined;
    kept.set(key, found); // most recently used last
    return structuredClone(found.answer);
  }

  /** Keeps `answer`, read after `version` was: it is at least as new as that version. */
  set(db: Db, key: string, version: number, answer: T): void {
    let kept = this.#byDatabase.get(db);
    if (!kept) {
      kept = new Map();
      this.#byDatabase.set(db, kept);
    }
    kept.delete(key);
    kept.set(key, { version, answer: structuredClone(answer) });
    for (const oldest of kept.keys()) {
      if (kept.size <= this.max) break;
      kept.delete(oldest);
    }
  }
}

/**
 * The answer to `key` (which names the user) under the user's report version: the one kept the first time
 * while the version has not moved, else `load`'s, kept. `load` gets the version read before it ran, to key
 * what it keeps of its own. Inside a transaction nothing is kept or read back.
 */
export async function keptUnderReportVersion<T>(
  kept: KeptAnswers<T>,
  db: Db,
  userId: string,
  key: readonly unknown[],
  load: (version?: number) => Promise<T>,
): Promise<T> {
  if (!kept.keeps(db)) return load();
  const version = await reportDataVersion(db, userId);
  const text = JSON.stringify([userId, ...key]);
  const found = kept.get(db, text, version);
  if (found) return found;
  const loaded = await load(version);
  kept.set(db, text, version, loaded);
  return loaded;
}
