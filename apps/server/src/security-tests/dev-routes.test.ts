import { describe, expect, it } from 'vitest';
import { devRoutesEnabled } from '../http/dev-routes.ts';
import { createTestContext } from '../testing/test-app.ts';

/**
 * The dev mailbox (every reset and verification link) and the simulator's control routes (fire webhooks,
 * break logins) exist only for a developer on their own machine: outside production and on loopback,
 * unless UNSAFE_EXPOSE_DEV_ROUTES=true says out loud that exposing them is unsafe.
 */
describe('development routes', () => {
  const SIM_CREDENTIALS = { client_id: 'tourniquet-local', secret: 'simulator-secret' };

  async function probe(env: Record<string, string>) {
    const ctx = await createTestContext({ env });
    // Asked by the server's own public name: the host check (host-guard.test.ts) is not what is tested here.
    const at = (path: string) => new URL(path, ctx.env.PUBLIC_URL).toString();
    try {
      const mailbox = await ctx.app.request(at('/dev/mailbox'));
      const mailboxJson = await ctx.app.request(at('/dev/mailbox.json'));
      const sandbox = await ctx.app.request(at('/sim/plaid/sandbox/public_token/create'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...SIM_CREDENTIALS,
          institution_id: 'ins_109508',
          initial_products: ['transactions'],
        }),
      });
      const startupLine = ctx.logs.find((l) => l.includes('development routes')) ?? '';
      return {
        mailbox: mailbox.status,
        mailboxJson: mailboxJson.status,
        sandbox: sandbox.status,
        startupLine,
      };
    } finally {
      await ctx.close();
    }
  }

  it('are on for a developer on loopback, and the start-up log says so', async () => {
    for (const host of ['127.0.0.1', '::1']) {
      const seen = await probe({ HOST: host, NODE_ENV: 'development' });
      expect(seen, host).toMatchObject({ mailbox: 200, mailboxJson: 200, sandbox: 200 });
      expect(seen.startupLine).toContain('{"mailbox":true,"simulatorControls":true}');
    }
  });

  it('are off on a network address, and the start-up log says so', async () => {
    for (const host of ['0.0.0.0', '192.168.1.20']) {
      const seen = await probe({ HOST: host, NODE_ENV: 'development' });
      expect(seen, host).toMatchObject({ mailbox: 404, mailboxJson: 404, sandbox: 404 });
      expect(seen.startupLine).toContain('{"mailbox":false,"simulatorControls":false}');
    }
  });

  it('are on at a network address only with UNSAFE_EXPOSE_DEV_ROUTES=true', async () => {
    const seen = await probe({ HOST: '0.0.0.0', NODE_ENV: 'development', UNSAFE_EXPOSE_DEV_ROUTES: 'true' });
    expect(seen).toMatchObject({ mailbox: 200, mailboxJson: 200, sandbox: 200 });
  });

  it('are off in production, whatever the address or the flag', async () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://money.example.com',
      PLAID_ENV: 'sandbox',
      PLAID_CLIENT_ID: 'client',
      PLAID_SECRET: 'secret',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    };
    const variants: Record<string, string>[] = [
      { HOST: '127.0.0.1' },
      { HOST: '0.0.0.0', UNSAFE_EXPOSE_DEV_ROUTES: 'true' },
    ];
    for (const extra of variants) {
      const seen = await probe({ ...production, ...extra });
      expect(seen.mailbox).toBe(404);
      expect(seen.mailboxJson).toBe(404);
      expect(seen.startupLine).toContain('{"mailbox":false,"simulatorControls":false}');
    }
    // The simulator itself is refused in production, so its controls cannot be on either.
    expect(
      devRoutesEnabled(
        { NODE_ENV: 'production', HOST: '127.0.0.1', UNSAFE_EXPOSE_DEV_ROUTES: 'true' },
        true,
        true,
      ),
    ).toEqual({ mailbox: false, simulatorControls: false });
  });
});
