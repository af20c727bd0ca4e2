import type { TestContext } from './test-app.ts';
import { TestClient } from './test-client.ts';
import { JOBS } from '../jobs/app-jobs.ts';

export const STRONG_PASSWORD = 'Sup3r$ecret!';
let counter = 0;

export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/**
 * The mails sent to `email` once the mail queue is empty (bounded wait): mail leaves through the job
 * queue, and a request that asked for one has queued it before it answered.
 */
export async function mailsTo(ctx: TestContext, email: string) {
  for (let i = 0; i < 400 && (await ctx.jobs.pending(JOBS.sendMail)) > 0; i++) {
    await new Promise((r) => setTimeout(r, 25));
  }
  return ctx.mails.filter((m) => m.to === email);
}

/** The newest link mailed to `email` (verification or reset). */
export async function lastMailedLink(ctx: TestContext, email: string): Promise<string> {
  // better-auth may queue a mail after its answer (its background tasks): look again for a while.
  let mail = (await mailsTo(ctx, email)).at(-1);
  for (let i = 0; i < 100 && !mail?.links[0]; i++) {
    await new Promise((r) => setTimeout(r, 50));
    mail = (await mailsTo(ctx, email)).at(-1);
  }
  if (!mail?.links[0]) {
    const pending = await ctx.jobs.pending(JOBS.sendMail);
    const jobLines = ctx.logs.filter((l) => /job|mail/.test(l) && !/ (DEBUG|INFO) /.test(l)).slice(-5);
    throw new Error(`no mail with a link was sent to ${email} (${pending} mail jobs pending) ${jobLines}`);
  }
  return mail.links[0];
}

/** Follows a mailed link in-process (the link points at PUBLIC_URL, so only its path and query are used). */
export function followLink(client: TestClient, link: string) {
  const url = new URL(link);
  return client.get(url.pathname + url.search);
}

/** Signs up, verifies through the mailed link and returns a client holding the new user's session. */
export async function createVerifiedUser(ctx: TestContext, opts: { email?: string; password?: string } = {}) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? STRONG_PASSWORD;
  const client = new TestClient(ctx.app, ctx.env.PUBLIC_URL);
  const signUp = await client.post('/api/auth/sign-up/email', {
    email,
    password,
    name: email,
    callbackURL: '/onboarding',
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${signUp.text}`);
  const verified = await followLink(client, await lastMailedLink(ctx, email));
  if (verified.status !== 302) throw new Error(`verification failed: ${verified.status} ${verified.text}`);
  const session = await client.get('/api/auth/get-session');
  const user = (session.json as { user?: { id: string } } | null)?.user;
  if (!user) throw new Error('no session after verification');
  return { client, email, password, userId: user.id };
}
