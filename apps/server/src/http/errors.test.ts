import { DrizzleQueryError } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { ApiError, errorResponse } from './errors.ts';

function appThrowing(err: unknown) {
  const logs: string[] = [];
  const logger = createLogger('debug', (line) => logs.push(line));
  const app = new Hono().get('/boom', () => {
    throw err;
  });
  app.onError((e, c) => errorResponse(e, c, logger));
  return { app, logs };
}

describe('errorResponse for unexpected errors', () => {
  it('logs a failed query’s SQL and reason but never its parameters, and answers a plain 500', async () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid'), { code: '22P02' });
    const err = new DrizzleQueryError(
      'select * from "provider_items" where "access_token" = $1',
      ['enc:v1:SECRET-TOKEN-CIPHERTEXT', 'person@example.com'],
      cause,
    );
    const { app, logs } = appThrowing(err);
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      error: {
        code: 'internal',
        message: 'Something went wrong. Please try again.',
        requestId: expect.any(String),
      },
    });
    const log = logs.join('\n');
    expect(log).toContain('select * from \\"provider_items\\"');
    expect(log).toContain('invalid input syntax for type uuid');
    expect(log).toContain('22P02');
    expect(log).not.toContain('SECRET-TOKEN-CIPHERTEXT');
    expect(log).not.toContain('person@example.com');
  });

  it('still logs other errors by their message', async () => {
    const { app, logs } = appThrowing(new Error('disk full'));
    expect((await app.request('/boom')).status).toBe(500);
    expect(logs.join('\n')).toContain('disk full');
  });
});

describe('errorResponse for an ApiError', () => {
  it('sends the headers the error carries, such as Retry-After on a 503', async () => {
    const { app } = appThrowing(
      new ApiError(503, 'import_busy', 'Too many files are being read.', undefined, { 'Retry-After': '5' }),
    );
    const res = await app.request('/boom');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toMatchObject({ error: { code: 'import_busy' } });
  });
});
