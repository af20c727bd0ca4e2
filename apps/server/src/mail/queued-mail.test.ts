import { eq, is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTokenCipher } from '../bank/token-cipher.ts';
import * as schema from '../db/schema/index.ts';
import { JOBS, MAIL_RETRIES, startAppJobs } from '../jobs/app-jobs.ts';
import type { JobHandler, JobQueue } from '../jobs/job-queue.ts';
import { heldMailer } from '../testing/held-mailer.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';
import { createVerifiedUser, followLink, mailsTo, STRONG_PASSWORD, uniqueEmail } from '../testing/users.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import { storeMail, sweepMail } from './queued-mail.ts';

const tables: PgTable[] = Object.values(schema).filter((value) => is(value, PgTable));

// Reset and verification links are working credentials: the job queue (pg-boss's tables on PostgreSQL,
// memory on PGlite) must never hold one, and the sealed row a job points at goes once the mail is sent.
describe('queued mail', () => {
  let ctx: TestContext;
  const held = heldMailer(() => ctx);
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '100' }, deps: { mailer: held.mailer } });
  });
  afterAll(() => ctx.close());

  const anonymous = () => new TestClient(ctx.app, ctx.env.PUBLIC_URL);
  const queuedRows = () => ctx.database.db.select().from(schema.queuedMail);

  /** Names of the app's tables with a row that holds `secret` anywhere (the sealed row included). */
  async function tablesHolding(secret: string) {
    const found: string[] = [];
    for (const table of tables) {
      const rows = await ctx.database.db.select().from(table);
      if (JSON.stringify(rows).includes(secret)) found.push(getTableConfig(table).name);
    }
    return found;
  }

  /** Holds the mail `ask` queues and checks the queue while the mail waits; then lets it go. */
  async function queuedWithoutSecret(
    ask: () => Promise<{ status: number }>,
    tokenOf: (link: string) => string,
  ) {
    const enqueue = vi.spyOn(ctx.jobs, 'enqueue');
    const next = held.holdNext();
    expect((await ask()).status).toBe(200);
    const { message, release } = await next;
    const link = message.links[0]!;
    const token = tokenOf(link);
    expect(token.length).toBeGreaterThan(20);
    const payloads = enqueue.mock.calls.filter(([name]) => name === JOBS.sendMail).map(([, p]) => p);
    enqueue.mockRestore();
    expect(payloads).toEqual([{ mailId: expect.any(String) }]);
    // While the mail waits: its row is there, sealed; no table, and no job payload, holds the link.
    expect((await queuedRows()).map((r) => r.id)).toEqual([(payloads[0] as { mailId: string }).mailId]);
    expect(await tablesHolding(token)).toEqual([]);
    expect(JSON.stringify(payloads)).not.toContain(token);
    release();
    await mailsTo(ctx, message.to);
    expect(await ctx.jobs.pending(JOBS.sendMail)).toBe(0);
    expect(await queuedRows()).toEqual([]);
    return link;
  }

  it('a verification mail: the job carries a reference, the row goes once sent, the link works', async () => {
    const email = uniqueEmail('sealed-verify');
    const client = anonymous();
    const link = await queuedWithoutSecret(
      () => client.post('/api/auth/sign-up/email', { email, password: STRONG_PASSWORD, name: email }),
      (l) => new URL(l).searchParams.get('token')!,
    );
    expect((await followLink(client, link)).status).toBe(302);
    expect((await client.get('/api/auth/get-session')).json.user).toMatchObject({
      email,
      emailVerified: true,
    });
  });

  it('a reset mail: the job carries a reference, the row goes once sent, the link works', async () => {
    const { email } = await createVerifiedUser(ctx);
    const link = await queuedWithoutSecret(
      () => anonymous().post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }),
      (l) => new URL(l).pathname.split('/').at(-1)!,
    );
    const landed = await followLink(anonymous(), link);
    const token = new URL(landed.headers.get('location')!).searchParams.get('token')!;
    const reset = await anonymous().post('/api/auth/reset-password', { newPassword: 'Sealed$Mail1', token });
    expect(reset.status).toBe(200);
    const signIn = await anonymous().post('/api/auth/sign-in/email', { email, password: 'Sealed$Mail1' });
    expect(signIn.status).toBe(200);
  });

  it('a mail given up on keeps nothing: its row goes with the last attempt, and old rows are swept', async () => {
    const handlers = new Map<string, JobHandler<object>>();
    const jobs = { work: async (name: string, h: JobHandler<object>) => void handlers.set(name, h) };
    const store = { db: ctx.database.db, cipher: createTokenCipher(Buffer.alloc(32, 7)) };
    const down: Mailer = {
      kind: 'smtp',
      send: async () => {
        throw new Error('SMTP down');
      },
    };
    await startAppJobs(jobs as unknown as JobQueue, {
      bankService: {} as never,
      detection: {} as never,
      settleBusinessBooks: async () => 0,
      mailer: down,
      mailStore: store,
      logger: ctx.logger,
    });
    const send = handlers.get(JOBS.sendMail)!;
    const message: MailMessage = { to: 'a@example.com', subject: 's', text: 't', html: 'h', links: [] };
    const mailId = await storeMail(store, message);
    const run = (attempt: number) => send({ mailId }, { id: 'job', name: JOBS.sendMail, attempt });
    // This mail's row only: another test's mail (a security notice) may still be queued beside it.
    const thisMail = () =>
      ctx.database.db.select().from(schema.queuedMail).where(eq(schema.queuedMail.id, mailId));
    await expect(run(1)).rejects.toThrow('SMTP down');
    expect(await thisMail()).toHaveLength(1); // kept for the retries
    await expect(run(MAIL_RETRIES.retryLimit + 1)).rejects.toThrow('SMTP down');
    expect(await thisMail()).toEqual([]);

    // A row whose job was lost (the in-process queue forgets at a restart) goes after a day.
    const old = await storeMail(store, message);
    const fresh = await storeMail(store, message);
    await ctx.database.db.execute(
      sql`update queued_mail set created_at = now() - interval '25 hours' where id = ${old}`,
    );
    await sweepMail(ctx.database.db);
    const left = (await queuedRows()).map((r) => r.id).filter((id) => id === old || id === fresh);
    expect(left).toEqual([fresh]);
    await ctx.database.db.delete(schema.queuedMail);
  });
});
