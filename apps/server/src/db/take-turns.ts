import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Resolves on the next turn of the event loop, after the I/O waiting now: new connections, arriving bytes,
 * answers ready to be written. Long work calls it between its pieces so other users' requests get in.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Heavy work in progress (runAsHeavyWork), with the end of the time it may run before giving way again. */
interface HeavyWork {
  runUntil: number;
}

const heavyWork = new AsyncLocalStorage<HeavyWork>();

/**
 * After heavy work gave way, how long it runs before it gives way again while people's requests keep
 * coming: a person's request waits at most this (and one statement); the heavy work still moves on.
 */
const HEAVY_SLICE_MS = 4;

/**
 * Runs `work` as heavy work (an import, a download, a rule over every row, a background job): on the
 * embedded database, while requests a person is waiting on are in flight, each of its statements past its
 * time slice first lets them finish (yieldToOthers). Giving way between pages alone was not enough:
 * another user's request is several statements (its session, then its data), and each of them queued
 * behind one more of the heavy work's statements.
 */
export function runAsHeavyWork<T>(work: () => T): T {
  return heavyWork.run({ runUntil: 0 }, work);
}

/** Before a statement: heavy work past its slice gives way to people's requests; the rest take one turn. */
async function turnBeforeStatement(): Promise<void> {
  // The turn comes first: a person's request that arrives during it is counted before heavy work decides
  // whether to give way. Deciding first, with no slice, started 801 of a 20,000-row CSV download's 1,202
  // statements while a person's request was in flight (fair-share.quiet.test.ts); deciding after, none.
  await nextTurn();
  const heavy = heavyWork.getStore();
  if (!heavy || interactive === 0 || performance.now() < heavy.runUntil) return;
  await yieldToOthers();
  heavy.runUntil = performance.now() + HEAVY_SLICE_MS;
}

/**
 * The embedded database with a turn of the event loop before each statement or transaction it starts.
 *
 * PGlite runs a query synchronously in this thread and answers through a promise, so a request reading page
 * after page (a CSV download, an export) chained query after query in microtasks: when the socket took each
 * page at once (a fast reader on the same host), the loop never reached its I/O phase and every other user
 * waited for the whole download (18 s for 100,000 rows). One turn per statement lets the requests
 * that arrived meanwhile start and take their place in PGlite's queue, which serves them in order. Inside a
 * transaction nothing changes: its statements run on the transaction's own handle.
 */
export function takeTurns(client: PGlite): PGlite {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  Object.assign(client, {
    query: async (...args: Parameters<PGlite['query']>) => {
      await turnBeforeStatement();
      return query(...args);
    },
    exec: async (...args: Parameters<PGlite['exec']>) => {
      await turnBeforeStatement();
      return exec(...args);
    },
    transaction: async (...args: Parameters<PGlite['transaction']>) => {
      await turnBeforeStatement();
      return transaction(...args);
    },
  });
  return client;
}

/** Longest a chunk of heavy work waits for other users' requests to finish before it goes on anyway. */
const YIELD_MAX_WAIT_MS = 25;

/** Requests in flight that a person is waiting on (not heavy work): counted by countInteractive. */
let interactive = 0;
let whenIdle: (() => void)[] = [];
/** When the last of them ended (performance.now()). */
let lastInteractiveEnded = -Infinity;

/** How recently a person's request must have ended for the server still to count as in use. */
const IN_USE_MS = 100;

/**
 * How many rows heavy work's next chunk takes: `full` while nobody uses the server, a third of it (at
 * least one) while people's requests are in flight or ended within the last 100 ms. A person's request
 * that arrives while a chunk's statement runs waits for that statement, so a busy server gets short ones
 * (an undo's 75-row delete took 7 ms on PGlite, twice a person's whole read); alone, the work keeps its
 * full chunks and its speed.
 */
export function chunkRowsNow(full: number): number {
  const inUse = interactive > 0 || performance.now() - lastInteractiveEnded < IN_USE_MS;
  return inUse ? Math.max(1, Math.ceil(full / 3)) : full;
}

/**
 * Writes `items` a chunk at a time (chunkRowsNow of `fullChunk`), giving way to others between chunks.
 */
export async function inChunks<T>(
  items: readonly T[],
  fullChunk: number,
  write: (chunk: readonly T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < items.length;) {
    const rows = chunkRowsNow(fullChunk);
    await write(items.slice(i, i + rows));
    i += rows;
    await yieldToOthers();
  }
}

/** Counts one interactive request from now; the returned function ends it (safe to call twice). */
export function interactiveRequestStarted(): () => void {
  interactive += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    interactive -= 1;
    lastInteractiveEnded = performance.now();
    if (interactive === 0) for (const wake of whenIdle.splice(0)) wake();
  };
}

/**
 * After the last interactive request is answered, how long heavy work still waits: a person's page sends
 * its next request within a millisecond or two of the last answer, and it should not find a chunk started.
 */
const IDLE_GRACE_MS = 2;

function waitForIdle(ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      whenIdle = whenIdle.filter((waiting) => waiting !== wake);
      resolve();
    }, ms);
    whenIdle.push(wake);
  });
}

/**
 * What long work (an import, a download, a rule over every row) calls between its chunks: a turn of the
 * event loop, then, while other users' requests are in flight (and for a moment after the last is
 * answered), a wait, at most `maxWaitMs` in all. A request arriving mid-chunk therefore waits for one chunk
 * at most, and the heavy work still moves on when requests never stop (B's p95 within 5x its idle
 * p95).
 */
export async function yieldToOthers(maxWaitMs = YIELD_MAX_WAIT_MS): Promise<void> {
  await nextTurn();
  const deadline = Date.now() + maxWaitMs;
  while (interactive > 0) {
    const left = deadline - Date.now();
    if (left <= 0) return;
    await waitForIdle(left);
    if (interactive === 0) await new Promise((resolve) => setTimeout(resolve, IDLE_GRACE_MS));
  }
}
