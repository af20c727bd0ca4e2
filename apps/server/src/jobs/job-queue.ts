/**
 * The port for background work (syncs, the recurring engine, outgoing mail). Two adapters keep the same
 * semantics: pg-boss on PostgreSQL (several server processes share one queue) and an in-process queue on
 * PGlite (one process owns the embedded database, so its queue lives in that process).
 *
 * Semantics both adapters keep:
 * - a failed job is retried up to `retryLimit` times, `retryDelayMs` apart, doubling each time when
 *   `retryBackoff` is set; after the last retry it becomes a dead letter (kept, counted, logged at error);
 * - a `singletonKey` allows at most one queued and one running job per queue and key: a second enqueue
 *   while one waits is dropped (returns null), one that arrives while a job runs waits for it, so a change
 *   announced mid-run is never lost;
 * - a job is handed to exactly one worker, however many processes work the queue.
 */
export interface EnqueueOptions {
  singletonKey?: string;
  /** Retries after the first attempt (0: one attempt only). */
  retryLimit?: number;
  /** Delay before the first retry. pg-boss counts whole seconds (rounded up, at least one). */
  retryDelayMs?: number;
  /** Double the delay after every failed attempt. */
  retryBackoff?: boolean;
  /**
   * Wait this long before the first attempt. With a singleton key it coalesces a burst: every enqueue of the
   * key within the wait finds the job still queued and is dropped.
   */
  startAfterMs?: number;
}

export interface WorkOptions {
  concurrency?: number;
  /**
   * Delete a job as soon as it succeeds, rather than keep it as completed (pg-boss keeps completed jobs,
   * then archives them, for days). The in-process queue never keeps a finished job.
   */
  deleteOnSuccess?: boolean;
}

export interface JobInfo {
  id: string;
  name: string;
  /** 1 for the first attempt. */
  attempt: number;
}

export type JobHandler<T> = (payload: T, job: JobInfo) => Promise<void>;

export interface DeadLetter {
  id: string;
  name: string;
  failedAt: Date;
}

export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** The job's id, or null when a job with the same singleton key is already waiting. */
  enqueue<T extends object>(name: string, payload: T, options?: EnqueueOptions): Promise<string | null>;
  /** Starts working `name`; at most `concurrency` jobs of it at once in this process. */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  /** Jobs that failed after their last retry, newest first (at most `limit`), and how many there are. */
  deadLetters(limit?: number): Promise<{ count: number; recent: DeadLetter[] }>;
  /** Jobs of `name` queued, waiting for a retry or running (tests wait for background work with it). */
  pending(name: string): Promise<number>;
  /** Stops taking jobs and waits (bounded) for the running ones. */
  stop(): Promise<void>;
}

/** pg-boss counts retry delays in whole seconds. */
export const retryDelaySeconds = (ms: number | undefined) => Math.max(1, Math.ceil((ms ?? 1000) / 1000));

/** The delay before retry number `retry` (1-based). */
export function backoffMs(options: EnqueueOptions, retry: number): number {
  const base = options.retryDelayMs ?? 1000;
  return options.retryBackoff ? base * 2 ** (retry - 1) : base;
}
