import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOBS } from '../jobs/app-jobs.ts';
import { heldMailer } from '../testing/held-mailer.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';
import { createVerifiedUser, followLink } from '../testing/users.ts';

// Only in the PostgreSQL run (TEST_DATABASE_URL): pg-boss keeps a job's payload in its tables (the job,
// then its archive) for days, so what a mail job carries is what a read of the database hands out.
describe('mail jobs in pg-boss', () => {
  let ctx: TestContext;
  let client: pg.Client;
  const held = heldMailer(() => ctx);
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '100' }, deps: { mailer: held.mailer } });
    expect(ctx.jobs.kind).toBe('pg-boss');
    client = new pg.Client({ connectionString: ctx.database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await ctx?.close();
  });

  const anonymous = () => new TestClient(ctx.app, ctx.env.PUBLIC_URL);

  /** Every table of the pgboss schema (job, archive, the queues' partitions...): rows holding `secret`. */
  async function pgbossRowsHolding(secret: string) {
    const found: Record<string, number> = {};
    const { rows: names } = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = 'pgboss' and table_type = 'BASE TABLE'`,
    );
    expect(names.map((t) => t.name)).toEqual(expect.arrayContaining(['job', 'archive']));
    for (const { name } of names) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pgboss."${name}" r where strpos(r::text, $1) > 0`,
        [secret],
      );
      if (rows[0]!.n > 0) found[name] = rows[0]!.n;
    }
    return found;
  }

  const mailJobs = async () =>
    (
      await client.query<{ state: string; data: unknown }>(
        `select state, data from pgboss.job where name = $1
          union all select state, data from pgboss.archive where name = $1`,
        [JOBS.sendMail],
      )
    ).rows;

  it('a queued reset mail holds neither the link nor its token; once sent its job is gone; the link works', async () => {
    const { email } = await createVerifiedUser(ctx);

    const next = held.holdNext();
    const asked = await anonymous().post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(asked.status).toBe(200);
    const { message, release } = await next;
    const link = message.links[0]!;
    const token = new URL(link).pathname.split('/').at(-1)!;
    expect(token.length).toBeGreaterThan(20);

    // The job is in pg-boss's table now (its worker holds the mail), and it carries a reference only.
    expect(await pgbossRowsHolding(token)).toEqual({});
    expect(await pgbossRowsHolding(link)).toEqual({});
    expect((await mailJobs()).filter((j) => j.state === 'active')).toEqual([
      { state: 'active', data: { mailId: expect.any(String) } },
    ]);

    release();
    // Every mail job is gone once sent: this one, and the verification mail sent before it.
    await vi.waitFor(async () => expect(await mailJobs()).toEqual([]), { timeout: 10_000 });
    expect(await pgbossRowsHolding(token)).toEqual({});
    expect((await client.query('select count(*)::int as n from queued_mail')).rows[0]).toEqual({ n: 0 });

    const landed = await followLink(anonymous(), link);
    expect(landed.status).toBe(302);
    const resetToken = new URL(landed.headers.get('location')!).searchParams.get('token')!;
    const reset = await anonymous().post('/api/auth/reset-password', {
      newPassword: 'Sealed$Mail1',
      token: resetToken,
    });
    expect(reset.status).toBe(200);
  });
});
