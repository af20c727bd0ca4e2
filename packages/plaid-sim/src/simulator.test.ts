import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createPlaidSimulator } from './simulator.ts';

describe('mounting under another app', () => {
  const sim = createPlaidSimulator({
    today: () => '2026-11-21',
    publicUrl: 'http://127.0.0.1:8787/sim/plaid',
    secretKey: 'k',
  });
  const app = new Hono();
  app.route('/sim/plaid', sim);

  it('serves the Link script with its public URL baked in', async () => {
    const res = await app.request('/sim/plaid/link/v2/stable/link-initialize.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    const script = await res.text();
    expect(script).toContain('"http://127.0.0.1:8787/sim/plaid"');
    expect(() => new Function(script)).not.toThrow();
  });

  it('answers API calls under the prefix, accepting any non-empty credentials when none are configured', async () => {
    const res = await app.request('/sim/plaid/institutions/get_by_id', {
      method: 'POST',
      headers: { 'PLAID-CLIENT-ID': 'any', 'PLAID-SECRET': 'thing' },
      body: JSON.stringify({ institution_id: 'ins_130016', country_codes: ['US'] }),
    });
    expect(res.status).toBe(200);
    const missing = await app.request('/sim/plaid/institutions/get_by_id', {
      method: 'POST',
      body: JSON.stringify({ institution_id: 'ins_130016', country_codes: ['US'] }),
    });
    expect(await missing.json()).toMatchObject({ error_code: 'MISSING_FIELDS' });
  });

  it('allows the Link helpers cross-origin', async () => {
    const res = await app.request('/sim/plaid/link/session/start', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('reports what an access token encodes', async () => {
    const created = await app.request('/sim/plaid/sandbox/public_token/create', {
      method: 'POST',
      body: JSON.stringify({
        client_id: 'a',
        secret: 'b',
        institution_id: 'ins_109508',
        initial_products: ['transactions'],
      }),
    });
    const { public_token } = (await created.json()) as { public_token: string };
    const exchanged = await app.request('/sim/plaid/item/public_token/exchange', {
      method: 'POST',
      body: JSON.stringify({ client_id: 'a', secret: 'b', public_token }),
    });
    const { access_token, item_id } = (await exchanged.json()) as { access_token: string; item_id: string };
    expect(sim.inspectItem(access_token)).toMatchObject({
      itemId: item_id,
      createdOn: '2026-11-21',
      username: 'user_good',
      removed: false,
    });
    expect(sim.inspectItem('access-sandbox-bogus')).toBeNull();
  });
});
