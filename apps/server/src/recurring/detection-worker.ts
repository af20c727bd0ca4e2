import { parentPort } from 'node:worker_threads';
import { runDetectors, type LedgerInput } from './run-detectors.ts';

/**
 * The recurring engine's worker (detect-in-worker.ts): one ledger per worker, answered with what the
 * detectors found or the error's message.
 */
parentPort!.once('message', (input: LedgerInput) => {
  try {
    parentPort!.postMessage({ ok: true, found: runDetectors(input) });
  } catch (error) {
    parentPort!.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
