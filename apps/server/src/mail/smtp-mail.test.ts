import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, freePort, type TestContext } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';
import { followLink, STRONG_PASSWORD, uniqueEmail } from '../testing/users.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Undoes quoted-printable (what nodemailer uses for these mostly-ASCII bodies) so links read whole. */
function decodeQuotedPrintable(raw: string) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

// No mailer is injected: the app builds its SMTP mailer from SMTP_URL and really sends, to a local server.
describe('real e-mail over SMTP', () => {
  let ctx: TestContext;
  let smtp: SMTPServer;
  const inbox: Received[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          inbox.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    const port = await freePort();
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    ctx = await createTestContext({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Tourniquet <no-reply@tourniquet.test>' },
      injectMailer: false,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  async function nextMailTo(email: string, subject: string, path: string) {
    let mail: Received | undefined;
    await vi.waitFor(() => {
      mail = inbox.find((m) => m.to.includes(email) && m.raw.includes(subject));
      expect(mail).toBeDefined();
    });
    inbox.splice(inbox.indexOf(mail!), 1);
    const text = decodeQuotedPrintable(mail!.raw);
    const link = new RegExp(`${ctx.env.PUBLIC_URL}${path}[^\\s"<]+`).exec(text)?.[0];
    if (!link) throw new Error(`no ${path} link in: ${text}`);
    return { mail: mail!, text, link };
  }

  it('delivers the verification and the reset e-mails, and their links work', async () => {
    const email = uniqueEmail('smtp');
    const client = new TestClient(ctx.app, ctx.env.PUBLIC_URL);
    const signUp = await client.post('/api/auth/sign-up/email', {
      email,
      password: STRONG_PASSWORD,
      name: email,
      callbackURL: '/onboarding',
    });
    expect(signUp.status).toBe(200);

    const verification = await nextMailTo(email, 'Confirm your Tourniquet account', '/api/auth/verify-email');
    expect(verification.mail.from).toBe('no-reply@tourniquet.test');
    expect(verification.text).toContain('Subject: Confirm your Tourniquet account');
    const verified = await followLink(client, verification.link);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/onboarding');
    expect((await client.get('/api/auth/get-session')).json.user).toMatchObject({
      email,
      emailVerified: true,
    });

    const asked = await client.post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(asked.status).toBe(200);
    const reset = await nextMailTo(email, 'Reset your Tourniquet password', '/api/auth/reset-password/');
    const landed = await followLink(client, reset.link);
    const token = new URL(landed.headers.get('location')!).searchParams.get('token')!;
    const done = await client.post('/api/auth/reset-password', { newPassword: 'Mail$Works1', token });
    expect(done.status).toBe(200);
    const signIn = await new TestClient(ctx.app, ctx.env.PUBLIC_URL).post('/api/auth/sign-in/email', {
      email,
      password: 'Mail$Works1',
    });
    expect(signIn.status).toBe(200);

    // With real SMTP there is no development outbox to read.
    expect((await client.get('/dev/mailbox.json')).status).toBe(404);
    expect(ctx.logs.join('\n')).not.toContain(token);
  });
});
