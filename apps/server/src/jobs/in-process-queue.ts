import { randomUUID } from 'node:crypto';
import { runAsHeavyWork } from '../db/take-turns.ts';
import type { Logger } from '../logger.ts';
import {
  backoffMs,
  type DeadLetter,
  type EnqueueOptions,
  type JobHandler,
  type JobQueue,
} from './job-queue.ts';

interface QueuedJob {
  id: string;
  name: string;
  payload: object;
  options: EnqueueOptions;
  /** The key singleton rules apply to: the caller's key, else the job's own id (no sharing). */
  key: string;
  state: 'queued' | 'running';
  attempt: number;
  runAfter: number;
}

interface Worker {
  handler: JobHandler<object>;
  concurrency: number;
  running: number;
}

/** Dead letters kept in memory; the oldest go first past this (the count keeps growing). */
const MAX_KEPT_DEAD_LETTERS = 1000;
const STOP_WAIT_MS = 10_000;

/**
 * The job queue for the embedded database: one process owns PGlite, so its jobs live in that process.
 * Same semantics as the pg-boss adapter (job-queue.ts). Jobs waiting when the process ends are gone; the
 * work they stand for is redone by the next trigger (a webhook, a sign-in, a refresh), as before queues.
 */
export function createInProcessQueue(
  logger: Logger,
  now: () => number = Date.now,
): JobQueue & {
  /** Resolves once nothing is queued or running (tests wait for background work with it). */
  idle(): Promise<void>;
} {
  const jobs: QueuedJob[] = [];
  const workers = new Map<string, Worker>();
  const dead: DeadLetter[] = [];
  let deadCount = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let idleWaiters: (() => void)[] = [];

  const settleIdle = () => {
    if (jobs.length > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const w of waiters) w();
  };

  function schedule() {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = null;
    const waiting = jobs.filter((j) => j.state === 'queued' && workers.has(j.name));
    if (waiting.length === 0) return;
    const soonest = Math.min(...waiting.map((j) => j.runAfter));
    timer = setTimeout(pump, Math.max(0, soonest - now()));
    timer.unref();
  }

  function pump() {
    timer = null;
    if (stopped) return;
    const t = now();
    for (const job of jobs) {
      const worker = workers.get(job.name);
      if (!worker || job.state !== 'queued' || job.runAfter > t || worker.running >= worker.concurrency)
        continue;
      // One running job per key: the next waits for it.
      if (jobs.some((j) => j.state === 'running' && j.name === job.name && j.key === job.key)) continue;
      // A background job is heavy work: its statements let a person's requests go first.
      void runAsHeavyWork(() => run(job, worker));
    }
    schedule();
  }

  async function run(job: QueuedJob, worker: Worker) {
    job.state = 'running';
    job.attempt += 1;
    worker.running += 1;
    try {
      await worker.handler(job.payload, { id: job.id, name: job.name, attempt: job.attempt });
      jobs.splice(jobs.indexOf(job), 1);
    } catch (err) {
      const retries = job.options.retryLimit ?? 0;
      if (job.attempt <= retries) {
        job.state = 'queued';
        job.runAfter = now() + backoffMs(job.options, job.attempt);
        logger.warn('job failed, will retry', {
          job: job.name,
          id: job.id,
          attempt: job.attempt,
          error: errorText(err),
        });
      } else {
        jobs.splice(jobs.indexOf(job), 1);
        deadCount += 1;
        dead.unshift({ id: job.id, name: job.name, failedAt: new Date(now()) });
        if (dead.length > MAX_KEPT_DEAD_LETTERS) dead.pop();
        logger.error('job dead-lettered', {
          job: job.name,
          id: job.id,
          attempts: job.attempt,
          error: errorText(err),
        });
      }
    } finally {
      worker.running -= 1;
      settleIdle();
      pump();
    }
  }

  return {
    kind: 'in-process',
    async enqueue(name, payload, options = {}) {
      if (stopped) throw new Error('the job queue is stopped');
      const key = options.singletonKey;
      if (key !== undefined && jobs.some((j) => j.name === name && j.key === key && j.state === 'queued')) {
        return null;
      }
      const id = randomUUID();
      jobs.push({
        id,
        name,
        payload,
        options,
        key: key ?? id,
        state: 'queued',
        attempt: 0,
        runAfter: now() + (options.startAfterMs ?? 0),
      });
      pump();
      return id;
    },
    async work(name, handler, options = {}) {
      if (workers.has(name)) throw new Error(`a worker for ${name} is already registered`);
      workers.set(name, {
        handler: handler as JobHandler<object>,
        concurrency: options.concurrency ?? 2,
        running: 0,
      });
      pump();
    },
    async deadLetters(limit = 20) {
      return { count: deadCount, recent: dead.slice(0, limit) };
    },
    async pending(name) {
      return jobs.filter((j) => j.name === name).length;
    },
    idle() {
      if (jobs.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const deadline = now() + STOP_WAIT_MS;
      while (jobs.some((j) => j.state === 'running') && now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
      }
      settleIdle();
    },
  };
}

/** An error's message only: a job's payload or a provider's response body never reaches the log. */
export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : 'error';
}
