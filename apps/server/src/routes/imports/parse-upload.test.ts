import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../http/errors.ts';
import type * as ParsePool from '../../import/worker/parse-pool.ts';

vi.mock('../../import/worker/parse-pool.ts', async (importOriginal) => {
  const real = await importOriginal<typeof ParsePool>();
  return {
    ...real,
    parsePool: () => ({
      parse: () => Promise.reject(new real.ParserBusyError('Too many statements are being read.')),
    }),
  };
});

const { parseUpload, BUSY_RETRY_AFTER } = await import('./parse-upload.ts');

describe('parseUpload when the parse pool is full', () => {
  it('answers 503 import_busy with Retry-After, so a client knows when to try again', async () => {
    const err = await parseUpload(new Uint8Array([1]), { format: 'auto' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 503,
      code: 'import_busy',
      headers: { 'Retry-After': String(BUSY_RETRY_AFTER) },
    });
  });
});
