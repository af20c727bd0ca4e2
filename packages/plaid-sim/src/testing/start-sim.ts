import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Configuration, PlaidApi, Products } from 'plaid';
import { createPlaidSimulator, type PlaidSimulator, type PlaidSimulatorOptions } from '../simulator.ts';

export interface CapturedWebhook {
  url: string;
  body: string;
  headers: Record<string, string>;
}

export interface RunningSim {
  sim: PlaidSimulator;
  baseUrl: string;
  client: PlaidApi;
  clientWith(headers: Record<string, string>, basePath?: string): PlaidApi;
  clock: { today: string };
  webhooks: CapturedWebhook[];
  close(): Promise<void>;
}

export const CLIENT_ID = 'test-client';
export const SECRET = 'test-secret';

/** Starts a simulator on 127.0.0.1 with a random port, a movable clock and captured webhooks. */
export async function startSim(
  overrides: Omit<Partial<PlaidSimulatorOptions>, 'today'> & { today?: string } = {},
): Promise<RunningSim> {
  const clock = { today: overrides.today ?? '2026-11-21' };
  const webhooks: CapturedWebhook[] = [];
  let baseUrl = '';
  const sim = createPlaidSimulator({
    secretKey: 'test-secret-key',
    clientId: CLIENT_ID,
    secret: SECRET,
    sendWebhook: async (url, body, headers) => {
      webhooks.push({ url, body, headers });
    },
    ...overrides,
    today: () => clock.today,
    publicUrl: 'http://127.0.0.1:0',
  });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: sim.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientWith = (headers: Record<string, string>, basePath = baseUrl) =>
    // The http adapter keeps axios off jsdom's XHR (and its CORS rules) in the Link script test.
    new PlaidApi(new Configuration({ basePath, baseOptions: { headers, adapter: 'http' } }));
  return {
    sim,
    baseUrl,
    client: clientWith({ 'PLAID-CLIENT-ID': CLIENT_ID, 'PLAID-SECRET': SECRET }),
    clientWith,
    clock,
    webhooks,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The Plaid error body of a rejected SDK call (axios error), for assertions. */
export async function plaidError(
  promise: Promise<unknown>,
): Promise<{ status: number; data: Record<string, unknown> }> {
  try {
    await promise;
  } catch (err) {
    const response = (err as { response?: { status: number; data: Record<string, unknown> } }).response;
    if (response) return { status: response.status, data: response.data };
    throw err;
  }
  throw new Error('expected the call to fail');
}

/** Links an item through the sandbox shortcut and exchanges it, as most tests need. */
export async function linkItem(
  client: PlaidApi,
  options: {
    username?: string;
    password?: string;
    webhook?: string;
    institutionId?: string;
    /** The simulator's extension: the same app user gets the same household; absent, a random one. */
    clientUserId?: string;
  } = {},
): Promise<{ accessToken: string; itemId: string }> {
  const created = await client.sandboxPublicTokenCreate({
    institution_id: options.institutionId ?? 'ins_109508',
    initial_products: [Products.Transactions],
    options: {
      override_username: options.username ?? 'user_good',
      override_password: options.password ?? 'pass_good',
      ...(options.webhook ? { webhook: options.webhook } : {}),
      // Not in the SDK's types: the simulator's own option (api/token-endpoints.ts).
      ...(options.clientUserId ? ({ client_user_id: options.clientUserId } as object) : {}),
    },
  });
  const exchanged = await client.itemPublicTokenExchange({ public_token: created.data.public_token });
  return { accessToken: exchanged.data.access_token, itemId: exchanged.data.item_id };
}
