import { MAX_GOAL_AMOUNT_CENTS, type GoalDto } from '@tourniquet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';

const NOT_ALLOWED = 'Contains a character that is not allowed';

/** Goal input PostgreSQL would refuse, and amounts at the edge of what bigint -> number carries. */
describe('goals: hostile input and exact amounts', () => {
  let ctx: TestContext;
  let client: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client } = await createVerifiedUser(ctx));
  });
  afterAll(() => ctx.close());

  const listed = async () => (await client.get('/api/goals')).json.goals as unknown as GoalDto[];

  it('refuses a NUL character in the category with a field message and saves nothing', async () => {
    await client.put('/api/goals', { category: 'Travel', goalType: 'expense', amountCents: 100 });
    const before = await listed();
    const res = await client.put('/api/goals', {
      category: 'Trav\u0000el',
      goalType: 'expense',
      amountCents: 5,
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      error: {
        code: 'invalid_request',
        message: `category: ${NOT_ALLOWED}`,
        fields: { category: NOT_ALLOWED },
        requestId: expect.any(String),
      },
    });
    expect(await listed()).toEqual(before);
  });

  it('refuses a NUL character in the progress criteria', async () => {
    const res = await client.get('/api/goals/progress?period=30%00');
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ fields: { period: NOT_ALLOWED } });
  });

  it('keeps the largest goal to the cent through the database', async () => {
    const res = await client.put('/api/goals', {
      category: 'Rent',
      goalType: 'expense',
      amountCents: MAX_GOAL_AMOUNT_CENTS,
    });
    expect(res.status).toBe(200);
    expect((await listed()).find((g) => g.category === 'Rent')?.amountCents).toBe(MAX_GOAL_AMOUNT_CENTS);
  });
});
