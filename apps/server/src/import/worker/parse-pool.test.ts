import { afterAll, describe, expect, it } from 'vitest';
import { StatementFormatError } from '../errors.ts';
import { bytesOf } from '../test-samples.ts';
import {
  ParsePool,
  ParserBusyError,
  StatementTimeoutError,
  StatementUnreadableError,
  type WorkerDeath,
} from './parse-pool.ts';

const small = bytesOf('Date,Description,Amount\n03/01/2025,COFFEE,-3.50\n03/02/2025,TEA,-2.50\n');
/** 40,000 rows: a second or more of parsing, far past a 1 ms limit. */
const large = bytesOf(
  `Date,Description,Amount\n${Array.from({ length: 40_000 }, (_, i) => `03/01/2025,SHOP ${i},-1.${String(i % 100).padStart(2, '0')}`).join('\n')}\n`,
);

describe('the parse pool', () => {
  const pool = new ParsePool({
    size: 1,
    timeLimitMs: 60_000,
    startLimitMs: 120_000,
    maxWaiting: 1,
    idleMs: 60_000,
    smallFileBytes: 0,
    maxHeapMb: 512,
  });
  const strict = new ParsePool({
    size: 1,
    timeLimitMs: 1,
    startLimitMs: 120_000,
    maxWaiting: 4,
    idleMs: 60_000,
    smallFileBytes: 0,
    maxHeapMb: 512,
  });
  const deaths: WorkerDeath[] = [];
  strict.onWorkerDeath = (death) => deaths.push(death);
  /** One worker, and a lane beside it for small files. */
  const laned = new ParsePool({
    size: 1,
    timeLimitMs: 60_000,
    startLimitMs: 120_000,
    maxWaiting: 4,
    idleMs: 60_000,
    smallFileBytes: 1_024,
    maxHeapMb: 512,
  });
  /** A heap far too small for a large file: the worker dies under it. */
  const cramped = new ParsePool({
    size: 1,
    timeLimitMs: 60_000,
    startLimitMs: 120_000,
    maxWaiting: 4,
    idleMs: 60_000,
    smallFileBytes: 0,
    maxHeapMb: 4,
  });
  const crampedDeaths: WorkerDeath[] = [];
  cramped.onWorkerDeath = (death) => crampedDeaths.push(death);
  afterAll(() => Promise.all([pool.close(), strict.close(), laned.close(), cramped.close()]));

  it('parses in a worker, cuts the rows to the limit and says how many there were', async () => {
    const { parsed, totalRows } = await pool.parse(small, {}, 1);
    expect(parsed.rows.map((row) => row.description)).toEqual(['COFFEE']);
    expect(totalRows).toBe(2);
  });

  it('gives back the parser errors as themselves', async () => {
    await expect(pool.parse(bytesOf('just words'), {})).rejects.toBeInstanceOf(StatementFormatError);
  });

  it('refuses a file when more wait than the pool takes', async () => {
    const first = pool.parse(large, {});
    const second = pool.parse(small, {});
    await expect(pool.parse(small, {})).rejects.toBeInstanceOf(ParserBusyError);
    await Promise.all([first, second]);
  });

  it('terminates a parse past the time limit, and frees its place for the next file', async () => {
    await expect(strict.parse(large, {})).rejects.toBeInstanceOf(StatementTimeoutError);
    // With the worker's place still taken, this one would wait for ever instead of timing out in turn.
    await expect(strict.parse(large, {})).rejects.toBeInstanceOf(StatementTimeoutError);
    expect(deaths).toEqual([
      { reason: 'time_limit', fileBytes: large.byteLength },
      { reason: 'time_limit', fileBytes: large.byteLength },
    ]);
  });

  it('starts a small file beside a busy worker instead of behind it', async () => {
    const big = laned.parse(large, {});
    let bigDone = false;
    void big.then(() => (bigDone = true));
    const { parsed } = await laned.parse(small, {});
    expect(parsed.rows).toHaveLength(2);
    // The small file did not wait for the large one.
    expect(bigDone).toBe(false);
    await big;
  });

  it('refuses a file whose parse runs out of its heap as unreadable, and records the death', async () => {
    await expect(cramped.parse(large, {})).rejects.toBeInstanceOf(StatementUnreadableError);
    expect(crampedDeaths).toHaveLength(1);
    expect(crampedDeaths[0]).toMatchObject({ reason: 'crashed', fileBytes: large.byteLength });
  });
});
