import { startWorker } from '../workers/start-worker.ts';
import type { DetectorsFound, LedgerInput } from './run-detectors.ts';

/** A large ledger's engine run past this is ended (it takes about a second and a half at 100,000 rows). */
const TIME_LIMIT_MS = 120_000;
/** A ledger of 100,000 rows and the engine's working data fit in well under this. */
const MAX_HEAP_MB = 1_024;

type Reply = { ok: true; found: DetectorsFound } | { ok: false; message: string };

/**
 * Runs the detectors in a worker thread of its own: the engine is a second and more of CPU on a large
 * ledger, which in the request thread was a second in which no other user was answered. The ledger goes
 * over as the JSON texts it was read as (cheap to pass), and is parsed there.
 */
export function detectInWorker(input: LedgerInput): Promise<DetectorsFound> {
  const worker = startWorker(
    'detection-worker',
    new URL('./detection-worker.ts', import.meta.url),
    MAX_HEAP_MB,
  );
  return new Promise<DetectorsFound>((resolve, reject) => {
    const end = (settle: () => void) => {
      clearTimeout(timer);
      worker.removeAllListeners('message').removeAllListeners('exit');
      void worker.terminate();
      settle();
    };
    const timer = setTimeout(
      () => end(() => reject(new Error(`the recurring engine ran past ${TIME_LIMIT_MS / 1000} s`))),
      TIME_LIMIT_MS,
    );
    worker.once('message', (reply: Reply) =>
      end(() => (reply.ok ? resolve(reply.found) : reject(new Error(reply.message)))),
    );
    let failure = '';
    worker.once('error', (error) => (failure = `: ${error.message}`));
    worker.once('exit', (code) =>
      end(() => reject(new Error(`the recurring engine's worker stopped (exit code ${code})${failure}`))),
    );
    worker.postMessage(input);
  });
}
