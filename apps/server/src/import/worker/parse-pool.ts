import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../workers/start-worker.ts';
import { StatementFormatError, StatementTooLargeError } from '../errors.ts';
import type { ImplausibleRows } from '@tourniquet/domain';
import type { StatementRow } from '@tourniquet/domain/contracts';
import type { ImportOptions, ParsedStatement } from '../types.ts';
import type { ParseReply, ParseRequest, ParseStarted } from './parse-messages.ts';

/** The parse ran past the pool's time limit: its worker was terminated. */
export class StatementTimeoutError extends Error {
  override name = 'StatementTimeoutError';
}

/** The worker died under the parse (out of memory, a crash): the file could not be read. */
export class StatementUnreadableError extends Error {
  override name = 'StatementUnreadableError';
}

/** More files wait than the pool accepts: the caller should try again shortly. */
export class ParserBusyError extends Error {
  override name = 'ParserBusyError';
}

export interface ParsePoolOptions {
  /** Workers at most: the server has two cores, and the main thread must keep one for requests. */
  size: number;
  /** A parse past this is terminated; a 100,000-row file takes a few seconds. */
  timeLimitMs: number;
  /**
   * A worker that has not taken its file by then is ended too. Kept apart from the parse's limit: starting a
   * worker (compiling the parser, under tsx in development) can take many seconds on a loaded machine.
   */
  startLimitMs: number;
  /** Files waiting for a worker before new ones are refused with ParserBusyError. */
  maxWaiting: number;
  /** An idle worker is ended after this, so the memory of a large parse goes back. */
  idleMs: number;
  /**
   * Files up to this size may start one worker beyond `size` when every worker is busy: a user's two-row
   * preview never waits behind other users' large or hostile files (28 s behind four 9.9 MB OFX).
   */
  smallFileBytes: number;
  /** Heap each worker may use; past it the worker dies and its file is refused as unreadable. */
  maxHeapMb: number;
}

export const DEFAULT_POOL_OPTIONS: ParsePoolOptions = {
  // One core stays with the event loop: two workers on a two-core machine tripled another user's wait
  // while two hostile files were read. Small files still start beside them (smallFileBytes).
  size: Math.max(1, availableParallelism() - 1),
  timeLimitMs: 30_000,
  startLimitMs: 120_000,
  maxWaiting: 16,
  idleMs: 60_000,
  smallFileBytes: 256 * 1024,
  maxHeapMb: 512,
};

/** Why a worker ended under a file: what the server log records (never the file's content). */
export interface WorkerDeath {
  reason: 'time_limit' | 'start_limit' | 'crashed';
  fileBytes: number;
  /** The worker's error message (out of memory, a crash), when it gave one. */
  error?: string;
}

export interface WorkerParse {
  parsed: ParsedStatement;
  /** Rows of the whole file, when `parsed.rows` was cut to the row limit. */
  totalRows: number;
  /** Over the whole file, when the options gave today. */
  implausible?: ImplausibleRows<StatementRow>;
  /** Every row's import id, when the options asked for them. */
  importIds?: string[];
}

interface Job {
  request: ParseRequest;
  resolve(value: WorkerParse): void;
  reject(error: Error): void;
}

/**
 * Statements are parsed in worker threads, never on the event loop: a file that is slow to read (whatever
 * hole the next one finds) delays no other user's request, and a parse past the time limit is terminated.
 * A small, bounded pool: `size` workers, `maxWaiting` files in line, idle workers ended after `idleMs`.
 */
export class ParsePool {
  private readonly idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];
  private readonly waiting: Job[] = [];
  private busy = 0;
  /** Called when a worker is ended or dies under a file (the server logs it). */
  onWorkerDeath: (death: WorkerDeath) => void = () => {};

  constructor(private readonly options: ParsePoolOptions = DEFAULT_POOL_OPTIONS) {}

  parse(bytes: Uint8Array, options: ImportOptions, rowLimit: number | null = null): Promise<WorkerParse> {
    if (this.waiting.length >= this.options.maxWaiting) {
      return Promise.reject(new ParserBusyError('The server is reading many files. Try again in a minute.'));
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ request: { bytes, options, rowLimit }, resolve, reject });
      this.next();
    });
  }

  /** Ends the idle workers (a busy one ends when its parse does). */
  async close(): Promise<void> {
    await Promise.all(
      this.idle.splice(0).map(({ worker, timer }) => (clearTimeout(timer), worker.terminate())),
    );
  }

  private next(): void {
    for (;;) {
      const job = this.take();
      if (!job) return;
      const idle = this.idle.pop();
      if (idle) clearTimeout(idle.timer);
      this.busy += 1;
      this.run(
        idle?.worker ??
          startWorker('parse-worker', new URL('./parse-worker.ts', import.meta.url), this.options.maxHeapMb),
        job,
      );
    }
  }

  /** The next file to start: the first in line while a worker is free, else the first small one (one extra). */
  private take(): Job | undefined {
    if (this.waiting.length === 0) return undefined;
    if (this.busy < this.options.size) return this.waiting.shift();
    if (this.busy > this.options.size) return undefined;
    const small = this.waiting.findIndex(
      (job) => job.request.bytes.byteLength <= this.options.smallFileBytes,
    );
    return small < 0 ? undefined : this.waiting.splice(small, 1)[0];
  }

  private run(worker: Worker, job: Job): void {
    let settled = false;
    const finish = (keep: boolean) => {
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      this.busy -= 1;
      if (keep) this.park(worker);
      else void worker.terminate();
      this.next();
    };
    const onMessage = (reply: ParseReply | ParseStarted) => {
      if ('started' in reply) {
        started = true;
        clearTimeout(timer);
        timer = setTimeout(tooSlow, this.options.timeLimitMs);
        return;
      }
      finish(true);
      if (reply.ok)
        job.resolve({
          parsed: reply.parsed,
          totalRows: reply.totalRows,
          implausible: reply.implausible,
          importIds: reply.importIds,
        });
      else job.reject(rebuildError(reply.name, reply.message));
    };
    const fileBytes = job.request.bytes.byteLength;
    const onError = (error?: unknown) => {
      if (settled) return;
      finish(false);
      this.onWorkerDeath({
        reason: 'crashed',
        fileBytes,
        ...(error instanceof Error && { error: error.message }),
      });
      job.reject(
        new StatementUnreadableError('This file could not be read. Export it again from your bank.'),
      );
    };
    const onExit = (code: number) => onError(new Error(`exited with code ${code}`));
    let started = false;
    const tooSlow = () => {
      finish(false);
      this.onWorkerDeath({ reason: started ? 'time_limit' : 'start_limit', fileBytes });
      job.reject(
        new StatementTimeoutError(
          'This file took too long to read. Check it is a statement export, or split it into smaller date ranges.',
        ),
      );
    };
    let timer = setTimeout(tooSlow, this.options.startLimitMs);
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    // A copy, not a transfer: the caller keeps its bytes.
    worker.postMessage(job.request);
  }

  private park(worker: Worker): void {
    const timer = setTimeout(() => {
      const at = this.idle.findIndex((entry) => entry.worker === worker);
      if (at >= 0) this.idle.splice(at, 1);
      void worker.terminate();
    }, this.options.idleMs);
    timer.unref();
    this.idle.push({ worker, timer });
  }
}

function rebuildError(name: string, message: string): Error {
  if (name === 'StatementFormatError') return new StatementFormatError(message);
  if (name === 'StatementTooLargeError') return new StatementTooLargeError(message);
  return new Error(message);
}

let shared: ParsePool | null = null;

/** The server's pool, started with the first import. */
export function parsePool(): ParsePool {
  shared ??= new ParsePool();
  return shared;
}
