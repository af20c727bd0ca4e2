import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors.ts';
import { ParserBusyError } from '../../import/worker/parse-pool.ts';
import { BUSY_RETRY_AFTER, parseUpload } from './parse-upload.ts';

/** A parse pool whose queue is full: it refuses every file, as the real one does past its queue limit. */
const fullPool = {
  parse: () => Promise.reject(new ParserBusyError('Too many statements are being read.')),
};

describe('parseUpload when the parse pool is full', () => {
  it('answers 503 import_busy with Retry-After, so a client knows when to try again', async () => {
    const err = await parseUpload(new Uint8Array([1]), { format: 'auto' }, null, fullPool).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 503,
      code: 'import_busy',
      headers: { 'Retry-After': String(BUSY_RETRY_AFTER) },
    });
  });
});
