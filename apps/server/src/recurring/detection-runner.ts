import { createHash } from 'node:crypto';
import { matchFeeReversals } from '@tourniquet/domain';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { applyReversalMatches } from '../db/queries/fee-refunds.ts';
import { loadLedger, type AddedRows } from '../db/queries/ledger.ts';
import * as recurringDb from '../db/queries/recurring.ts';
import type { Logger } from '../logger.ts';
import { matchDecisions } from './match-decisions.ts';
import { detectInWorker } from './detect-in-worker.ts';
import { runDetectors } from './run-detectors.ts';
import { providerStreamRow, type ProviderStream } from './provider-list/stream-rows.ts';

/** A stream's public id: stable for the same user and stream key, so a re-run keeps every id. */
export function streamId(userId: string, key: string): string {
  return `rs_${createHash('sha256').update(`${userId}\n${key}`).digest('hex').slice(0, 32)}`;
}

/** About 150 ms of the engine in the request thread; past it, a worker (detect-in-worker.ts). */
const WORKER_MIN_ROWS = 10_000;

export interface DetectionDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  /** The provider's streams for the user's linked banks (null when there are none or it failed). */
  providerStreams?: (userId: string) => Promise<ProviderStream[] | null>;
  /**
   * Ledgers of at least this many rows are read by the engine in a worker thread (detect-in-worker.ts);
   * smaller ones here, where a run takes less than starting a worker would.
   */
  workerMinRows?: number;
  /** After each stored run (the alert runner); its errors are logged, never thrown to the caller. */
  afterRun?: (userId: string) => Promise<void>;
}

/**
 * Runs the recurring engine and the fee radar for a user and stores what they find (after every sync,
 * import, undo and on demand). Runs for one user are serialised in this process; the write is one
 * transaction, so readers see the previous run or this one, never a mix.
 */
export function createDetectionRunner(deps: DetectionDeps) {
  const { db, clock, logger } = deps;
  const queue = new Map<string, Promise<void>>();

  async function runNow(userId: string, added?: AddedRows, storeAfter?: Promise<unknown>): Promise<void> {
    const started = performance.now();
    const ledger = await loadLedger(db, userId, added);
    const today = clock.today();
    const input = { pages: ledger.pages, added: ledger.added, accounts: ledger.accounts, today };
    const inWorker = ledger.rowCount >= (deps.workerMinRows ?? WORKER_MIN_ROWS);
    const { streams: detected, fees, refunds } = inWorker ? await detectInWorker(input) : runDetectors(input);
    // Read from rows still being written: stored only once they are, and not at all if they never were.
    if (
      storeAfter &&
      !(await storeAfter.then(
        () => true,
        () => false,
      ))
    )
      return;

    const rows: recurringDb.NewStreamRow[] = detected.map((s) => ({
      id: streamId(userId, s.key),
      userId,
      accountId: s.accountId,
      streamKey: s.key,
      source: 'detected' as const,
      name: s.displayName,
      merchant: s.merchant,
      direction: s.direction,
      cadence: s.cadence,
      kind: s.kind,
      active: s.active,
      amountCents: s.latestAmountCents,
      typicalAmountCents: s.typicalAmountCents,
      firstDate: s.firstDate,
      lastDate: s.lastDate,
      nextDate: s.nextDate,
      transactionIds: s.transactionIds,
      priceChanges: s.priceChanges.map((p) => ({ date: p.date, fromCents: p.fromCents, toCents: p.toCents })),
      variableAmount: s.variableAmount,
      confidence: s.confidence,
      why: s.why,
    }));

    // The provider's streams join ours only where ours found nothing: one series, one row. A provider
    // stream of bank fees (a monthly maintenance fee) is the fee radar's: it shows on Fees, never as a
    // subscription to cancel.
    const ours = new Set([...rows.flatMap((r) => r.transactionIds), ...fees.map((f) => f.transactionId)]);
    const provider = deps.providerStreams ? await deps.providerStreams(userId).catch(() => null) : null;
    for (const p of provider ?? []) {
      if (p.transactionIds.some((id) => ours.has(id))) continue;
      const row = providerStreamRow(p, {
        id: streamId(userId, `provider:${p.stream.streamId}`),
        userId,
        today,
      });
      if (row) rows.push(row);
    }

    const renamedDecisions = matchDecisions(await recurringDb.listDecisions(db, userId), rows);
    await recurringDb.replaceDetections(db, userId, {
      streams: rows,
      fees: [
        ...fees.map((f) => ({ ...f, userId, refund: false })),
        ...refunds.map((f) => ({ ...f, userId, refund: true })),
      ],
      renamedDecisions,
    });
    // A reversal that arrived marks its fee refunded without the user doing anything.
    await applyReversalMatches(db, userId, matchFeeReversals(fees, refunds));
    logger.info('detection run', {
      userId,
      transactions: ledger.rowCount,
      inWorker,
      streams: rows.length,
      fees: fees.length,
      ms: Math.round(performance.now() - started),
    });
    if (deps.afterRun) {
      await deps
        .afterRun(userId)
        .catch((err: unknown) => logger.error('after detection run failed', { userId, error: String(err) }));
    }
  }

  return {
    /**
     * Queues a run for the user after any run already under way; resolves when this one is stored. `added`:
     * an import's rows, read from there instead of from the database. `storeAfter`: those rows are still
     * being written, and this settles when they are; the run stores what it found only if it resolves
     * (an import's engine reads its rows while they are written, and a failed import stores nothing).
     */
    run(userId: string, added?: AddedRows, options: { storeAfter?: Promise<unknown> } = {}): Promise<void> {
      const previous = queue.get(userId) ?? Promise.resolve();
      const next = previous.catch(() => {}).then(() => runNow(userId, added, options.storeAfter));
      queue.set(userId, next);
      void next
        .finally(() => {
          if (queue.get(userId) === next) queue.delete(userId);
        })
        .catch(() => {});
      return next;
    },
  };
}

export type DetectionRunner = ReturnType<typeof createDetectionRunner>;
