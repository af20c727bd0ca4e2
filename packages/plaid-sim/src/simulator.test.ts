import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { IsoDate } from './core/dates.ts';
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

describe('unexpected errors', () => {
  it("go to the host's onUnexpectedError, not to stderr, and answer Plaid's INTERNAL_SERVER_ERROR", async () => {
    const reported: unknown[] = [];
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const sim = createPlaidSimulator({
        // A broken clock makes every handler that reads today's date throw an error of its own kind.
        today: () => 'not-a-date' as IsoDate,
        publicUrl: 'http://127.0.0.1:8787/sim/plaid',
        secretKey: 'k',
        onUnexpectedError: (err) => reported.push(err),
      });
      const res = await sim.request('/sandbox/public_token/create', {
        method: 'POST',
        headers: { 'PLAID-CLIENT-ID': 'any', 'PLAID-SECRET': 'thing' },
        body: JSON.stringify({ institution_id: 'ins_109508', initial_products: ['transactions'] }),
      });
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({ error_code: 'INTERNAL_SERVER_ERROR' });
      expect(reported).toHaveLength(1);
      expect(String(reported[0])).toContain('today() must return YYYY-MM-DD');
      expect(stderr).not.toHaveBeenCalled();
    } finally {
      stderr.mockRestore();
    }
  });
});
