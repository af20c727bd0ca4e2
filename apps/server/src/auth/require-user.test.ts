import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';

// Every user-data area answers 401 signed out, on its bare path and below it, with one registration each.
describe('signed-in areas', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it.each([
    '/api/accounts',
    '/api/accounts/x',
    '/api/imports',
    '/api/recurring',
    '/api/fees',
    '/api/export',
    '/api/goals',
    '/api/goals/progress',
    '/api/transactions',
    '/api/reports/summary',
  ])('GET %s needs a session', async (path) => {
    const res = await ctx.app.request(path);
    expect(res.status).toBe(401);
  });
});
