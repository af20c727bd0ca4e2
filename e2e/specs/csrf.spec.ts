import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AccountResponse } from '@tourniquet/domain/contracts';
import { launchBrowser } from '../support/browser.ts';
import { signUpVerifiedUser } from '../support/users.ts';

/**
 * Cross-site request forgery in a real browser. The victim is signed in to the app on 127.0.0.1:<port>; a
 * page on another port of the same host is "same-site", so Chromium sends the SameSite=Lax session cookie
 * with its POSTs. That page tries every state-changing route by form (urlencoded, text/plain with a JSON
 * body smuggled in, multipart with a file) and by fetch (text/plain and JSON, no-cors and cors, with
 * credentials). Nothing may change. The same script from the app's own origin then does change things, so
 * the attempts were real ones.
 */

interface Attempt {
  method: string;
  url: string;
  /** The body as a JSON object (or the statement file's text for the import route). */
  body: Record<string, unknown> | string;
}

type Outcome = { kind: string; method: string; url: string; outcome: string };

/** The attacker's page: runs every attempt in every way, then sets the title to "done". */
function attackPage(attempts: Attempt[]): string {
  const script = `
const attempts = ${JSON.stringify(attempts)};
const results = [];
const settle = (p, ms) => Promise.race([p, new Promise((r) => setTimeout(() => r('timeout'), ms))]);
const text = (a) => (typeof a.body === 'string' ? a.body : JSON.stringify(a.body));

function viaForm(a, enctype) {
  return new Promise((resolve) => {
    const name = 'f' + Math.random().toString(36).slice(2);
    const frame = document.createElement('iframe');
    frame.name = name;
    frame.style.display = 'none';
    frame.addEventListener('load', () => resolve('sent'));
    document.body.append(frame);
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = a.url;
    form.enctype = enctype;
    form.target = name;
    const add = (field, value) => {
      const input = document.createElement('input');
      input.name = field;
      input.value = value;
      form.append(input);
    };
    if (enctype === 'text/plain') {
      // name=value: the JSON body with one padding field swallowing the "=" (the classic JSON CSRF).
      const json = typeof a.body === 'string' ? a.body : JSON.stringify({ ...a.body, pad: '' });
      add(typeof a.body === 'string' ? json : json.slice(0, -2), typeof a.body === 'string' ? '' : '"}');
    } else if (typeof a.body === 'string') {
      const input = document.createElement('input');
      input.type = 'file';
      input.name = 'file';
      const files = new DataTransfer();
      files.items.add(new File([a.body], 'statement.csv', { type: 'text/csv' }));
      input.files = files.files;
      form.append(input);
    } else {
      for (const [field, value] of Object.entries(a.body)) add(field, typeof value === 'string' ? value : JSON.stringify(value));
    }
    document.body.append(form);
    form.submit();
  });
}

async function viaFetch(a, mode, type) {
  try {
    await fetch(a.url, { method: a.method, mode, credentials: 'include', headers: { 'Content-Type': type }, body: text(a) });
    return 'sent';
  } catch {
    return 'blocked';
  }
}

async function run() {
  const jobs = [];
  for (const a of attempts) {
    const record = (kind, p) => jobs.push(settle(p, 15000).then((outcome) => results.push({ kind, method: a.method, url: a.url, outcome })));
    if (a.method === 'POST') {
      record('form urlencoded', viaForm(a, 'application/x-www-form-urlencoded'));
      record('form text/plain', viaForm(a, 'text/plain'));
      record('form multipart', viaForm(a, 'multipart/form-data'));
    }
    record('fetch text/plain no-cors', viaFetch(a, 'no-cors', 'text/plain'));
    record('fetch json no-cors', viaFetch(a, 'no-cors', 'application/json'));
    record('fetch text/plain cors', viaFetch(a, 'cors', 'text/plain'));
    record('fetch json cors', viaFetch(a, 'cors', 'application/json'));
  }
  await Promise.all(jobs);
  window.__results = results;
  document.title = 'done';
}
run();
`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>Win a prize</title></head><body><h1>Congratulations!</h1><script>${script}</script></body></html>`;
}

/** The app-origin control: the requests the app itself may make, and one it may not (text/plain). */
function controlPage(baseUrl: string, accountId: string, csv: string): string {
  const script = `
async function status(path, init) {
  const res = await fetch('${baseUrl}' + path, { credentials: 'same-origin', ...init });
  return res.status;
}
(async () => {
  window.__results = {
    profile: await status('/api/profile', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ displayName: 'Changed by the app' }) }),
    importFile: await status('/api/accounts/${accountId}/import', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: ${JSON.stringify(csv)} }),
    textPlainJson: await status('/api/accounts/manual', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ name: 'Plain text', type: 'depository' }) }),
  };
  document.title = 'done';
})();
`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>control</title></head><body><script>${script}</script></body></html>`;
}

describe('cross-site request forgery in a real browser', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let attacker: Server;
  let attackerUrl: string;
  let html = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    attacker = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(html);
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => (attacker ? attacker.close(() => resolve()) : resolve()));
  });

  /** Reads with the victim's own session (GETs need no Origin). */
  async function read<T>(page: Page, path: string): Promise<T> {
    const res = await page.request.get(`${baseUrl}${path}`);
    expect(res.status(), path).toBe(200);
    return (await res.json()) as T;
  }

  async function victimState(page: Page) {
    const session = await read<{ user: Record<string, unknown> } | null>(page, '/api/auth/get-session');
    return {
      user: session?.user ?? null,
      profile: (await read<{ profile: unknown }>(page, '/api/profile')).profile,
      accounts: (await read<{ accounts: unknown[] }>(page, '/api/accounts')).accounts,
      goals: (await read<{ goals: unknown[] }>(page, '/api/goals')).goals,
      imports: (await read<{ imports: unknown[] }>(page, '/api/imports')).imports,
    };
  }

  async function waitDone(page: Page) {
    await page.waitForFunction(() => document.title === 'done', null, { timeout: 60_000 });
    return page.evaluate(() => (window as unknown as { __results: unknown }).__results);
  }

  it(
    'refuses every forged write from a sibling origin, and nothing changes',
    async () => {
      const context: BrowserContext = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block' });
      const page = await context.newPage();
      const { email, password } = await signUpVerifiedUser(page, baseUrl);
      const write = (method: string, path: string, data: unknown) =>
        page.request.fetch(`${baseUrl}${path}`, { method, data, headers: { Origin: baseUrl } });
      const created = await write('POST', '/api/accounts/manual', { name: 'Savings', type: 'depository' });
      expect(created.status()).toBe(201);
      const accountId = ((await created.json()) as AccountResponse).account.id;
      expect(
        (
          await write('PUT', '/api/goals', {
            category: 'FOOD_AND_DRINK',
            goalType: 'expense',
            amountCents: 5000,
          })
        ).status(),
      ).toBe(200);

      const csv =
        'Date,Description,Amount\n2026-11-01,Forged transfer,-999.00\n2026-11-02,Forged fee,25.00\n';
      const uuid = '00000000-0000-4000-8000-000000000000';
      const app = (path: string) => `${baseUrl}${path}`;
      const attempts: Attempt[] = [
        // The account takeover of the review, with the password the attacker is assumed to know.
        {
          method: 'POST',
          url: app('/api/account/password'),
          body: { currentPassword: password, newPassword: 'Hacked$Pass1' },
        },
        {
          method: 'POST',
          url: app('/api/account/two-factor/disable'),
          body: { currentPassword: password, code: '123456' },
        },
        { method: 'DELETE', url: app('/api/account'), body: { currentPassword: password } },
        { method: 'PUT', url: app('/api/profile'), body: { displayName: 'Hacked' } },
        { method: 'POST', url: app('/api/profile/premium'), body: { code: 'PREMIUM' } },
        {
          method: 'POST',
          url: app('/api/accounts/manual'),
          body: { name: 'Attacker account', type: 'depository' },
        },
        { method: 'PATCH', url: app(`/api/accounts/${accountId}`), body: { nickname: 'Hacked' } },
        { method: 'DELETE', url: app(`/api/accounts/${accountId}`), body: {} },
        {
          method: 'PUT',
          url: app('/api/accounts/configs'),
          body: { account_configs: [{ account_id: accountId, account_type: 'business' }] },
        },
        { method: 'POST', url: app(`/api/accounts/${accountId}/import`), body: csv },
        { method: 'DELETE', url: app(`/api/imports/${uuid}`), body: {} },
        {
          method: 'PUT',
          url: app('/api/goals'),
          body: { category: 'FOOD_AND_DRINK', goalType: 'expense', amountCents: 1 },
        },
        { method: 'PATCH', url: app(`/api/transactions/${uuid}`), body: { description: 'Hacked' } },
        { method: 'POST', url: app('/api/recurring/refresh'), body: {} },
        { method: 'PATCH', url: app(`/api/recurring/${uuid}`), body: { status: 'dismissed' } },
        { method: 'POST', url: app('/api/bank/create-link-token'), body: {} },
        {
          method: 'POST',
          url: app('/api/bank/exchange-public-token-enhanced'),
          body: { public_token: 'public-sandbox-x', institution: { name: 'Evil Bank' } },
        },
        { method: 'POST', url: app('/api/bank/fetch-transactions'), body: {} },
        { method: 'POST', url: app('/api/bank/refresh-account-balance'), body: { accountId } },
        { method: 'POST', url: app('/api/client-events/not-found'), body: { path: '/forged' } },
        // better-auth's own routes, which it guards with the same list of trusted origins.
        { method: 'POST', url: app('/api/auth/update-user'), body: { name: 'Hacked' } },
        { method: 'POST', url: app('/api/auth/sign-out'), body: {} },
        { method: 'POST', url: app('/api/auth/revoke-sessions'), body: {} },
        { method: 'POST', url: app('/api/auth/two-factor/enable'), body: { password } },
        {
          method: 'POST',
          url: app('/api/auth/change-password'),
          body: { currentPassword: password, newPassword: 'Hacked$Pass1' },
        },
        { method: 'POST', url: app('/api/auth/delete-user'), body: { password } },
      ];

      const before = await victimState(page);
      expect(before.user).toMatchObject({ email, twoFactorEnabled: false });
      expect(before.accounts).toHaveLength(1);

      // What the page sent to the app and what came back, as Chromium's network layer saw it: a no-cors
      // answer is opaque to the page, and one without CORP permission never reaches it at all.
      const sent: Request[] = [];
      const onRequest = (request: Request) => {
        if (request.url().startsWith(`${baseUrl}/api/`)) sent.push(request);
      };
      page.on('request', onRequest);
      html = attackPage(attempts);
      await page.goto(`${attackerUrl}/prize`);
      const results = (await waitDone(page)) as Outcome[];
      page.off('request', onRequest);
      expect(results).toHaveLength(
        attempts.length * 4 + attempts.filter((a) => a.method === 'POST').length * 3,
      );
      for (const r of results.filter((r) => r.kind.startsWith('form'))) {
        expect(r.outcome, `${r.kind} ${r.method} ${r.url}`).toBe('sent');
      }
      const seen = await Promise.all(
        sent.map(async (request) => ({
          what: `${request.method()} ${request.url().slice(baseUrl.length)}`,
          method: request.method(),
          form: request.isNavigationRequest(),
          cookie: /better-auth\.session_token=/.test((await request.allHeaders()).cookie ?? ''),
          status: (await request.response())?.status() ?? null,
        })),
      );
      // Every POST went out (three forms and two no-cors fetches each at least). The forms carried the
      // victim's cookie: the page is same-site, so SameSite=Lax does not stop them. (Chromium does not report
      // the final headers of a fetch whose answer it blocks, so the cookie is checked on the forms.)
      const postRoutes = attempts.filter((a) => a.method === 'POST').length;
      expect(seen.filter((r) => r.method === 'POST').length).toBeGreaterThanOrEqual(postRoutes * 5);
      const forms = seen.filter((r) => r.form);
      expect(forms.length).toBe(postRoutes * 3);
      expect(forms.filter((r) => !r.cookie).map((r) => r.what)).toEqual([]);
      // Every answer the page could see was a refusal: the origin (403), the body type (415), or a better-auth
      // route the app does not serve (404).
      const refusals = new Set([403, 404, 415]);
      const accepted = seen.filter(
        (r) => r.method !== 'OPTIONS' && r.status !== null && !refusals.has(r.status),
      );
      expect(accepted.map((r) => `${r.what} -> ${r.status}`)).toEqual([]);
      expect(
        seen
          .filter(
            (r) => r.status === 404 && !/^POST \/api\/auth\/(change-password|delete-user)$/.test(r.what),
          )
          .map((r) => r.what),
      ).toEqual([]);

      const after = await victimState(page);
      expect(after).toEqual(before);
      // The old password still signs in; the one the attacker chose does not.
      const signIn = async (pw: string) =>
        (
          await fetch(`${baseUrl}/api/auth/sign-in/email`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: baseUrl },
            body: JSON.stringify({ email, password: pw }),
          })
        ).status;
      expect(await signIn('Hacked$Pass1')).toBe(401);
      expect(await signIn(password)).toBe(200);

      // Control: the same kinds of request from the app's own origin go through (and text/plain JSON is 415).
      await context.route(`${baseUrl}/__csrf-control`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: controlPage(baseUrl, accountId, csv) }),
      );
      await page.goto(`${baseUrl}/__csrf-control`);
      expect(await waitDone(page)).toEqual({ profile: 200, importFile: 200, textPlainJson: 415 });
      const changed = await victimState(page);
      expect(changed.profile).toMatchObject({ displayName: 'Changed by the app' });
      expect(changed.imports).toHaveLength(1);
      expect(changed.accounts).toHaveLength(1);
      await context.close();
      // Hundreds of forged requests through a real browser: minutes on a loaded two-core runner. A retry covers a
      // keep-alive socket the server closed under that burst (ECONNRESET on the harness's own check requests).
    },
    { timeout: 600_000, retry: 2 },
  );
});
