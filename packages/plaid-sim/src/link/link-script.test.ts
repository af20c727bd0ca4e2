// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { CountryCode, Products } from 'plaid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_SCRIPT_PATH } from './link-script.ts';
import { startSim, type RunningSim } from '../testing/start-sim.ts';

interface PlaidGlobal {
  create(config: Record<string, unknown>): { open(): void; exit(): void; destroy(): void };
}

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
};

const dialog = () => document.querySelector('[role="dialog"]');
const heading = () => document.getElementById(dialog()?.getAttribute('aria-labelledby') ?? '')?.textContent;
const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  ) as HTMLButtonElement;
const input = (label: string) => {
  const l = [...document.querySelectorAll('label')].find((x) => x.textContent === label);
  return document.getElementById(l?.htmlFor ?? '') as HTMLInputElement;
};
const type = (el: HTMLInputElement, value: string) => {
  el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('Link drop-in script (jsdom)', () => {
  let run: RunningSim;
  let linkToken: string;
  beforeAll(async () => {
    run = await startSim();
    const script = await (await fetch(`${run.baseUrl}${LINK_SCRIPT_PATH}`)).text();
    (0, eval)(script.replace('http://127.0.0.1:0', run.baseUrl));
    const res = await run.client.linkTokenCreate({
      client_name: 'Tourniquet',
      language: 'en',
      country_codes: [CountryCode.Us],
      user: { client_user_id: 'u1' },
      products: [Products.Transactions],
    });
    linkToken = res.data.link_token;
  });
  afterAll(() => run.close());

  const plaid = () => (window as unknown as { Plaid: PlaidGlobal }).Plaid;

  it('walks institution -> credentials -> accounts and hands over an exchangeable public token', async () => {
    const events: string[] = [];
    let success: { token: string; metadata: Record<string, unknown> } | null = null;
    let loaded = false;
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    const handler = plaid().create({
      token: linkToken,
      onLoad: () => (loaded = true),
      onEvent: (name: string) => events.push(name),
      onSuccess: (token: string, metadata: Record<string, unknown>) => (success = { token, metadata }),
    });
    handler.open();
    await until(() => loaded && dialog() !== null, 'dialog');
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(heading()).toBe('Select your institution');
    type(input('Search institutions'), 'gingham');
    expect(document.querySelectorAll('.psim-institution')).toHaveLength(1);
    button('First Gingham Credit Union').click();
    expect(heading()).toBe('Sign in to First Gingham Credit Union');
    expect(document.activeElement).toBe(input('Username'));

    type(input('Username'), 'user_good');
    type(input('Password'), 'wrong');
    button('Submit').click();
    await until(() => (document.querySelector('[role="alert"]')?.textContent ?? '') !== '', 'error');
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('credentials were not correct');

    type(input('Password'), 'pass_good');
    button('Submit').click();
    await until(() => heading() === 'Select accounts', 'accounts step');
    const boxes = [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.length).toBe(6); // the median household rents: no mortgage
    expect(boxes.every((b) => b.checked)).toBe(true);
    (boxes.find((b) => b.labels?.[0]?.textContent?.includes('IRA')) as HTMLInputElement).checked = false;
    button('Continue').click();
    await until(() => success !== null, 'onSuccess');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(events).toEqual(
      expect.arrayContaining(['OPEN', 'SELECT_INSTITUTION', 'SUBMIT_CREDENTIALS', 'ERROR', 'HANDOFF']),
    );

    const { token, metadata } = success as unknown as { token: string; metadata: Record<string, unknown> };
    expect(metadata).toMatchObject({
      institution: { name: 'First Gingham Credit Union', institution_id: 'ins_109509' },
      transfer_status: null,
    });
    const exchanged = await run.client.itemPublicTokenExchange({ public_token: token });
    const accounts = await run.client.accountsGet({ access_token: exchanged.data.access_token });
    const ids = (metadata.accounts as { id: string }[]).map((a) => a.id).sort();
    expect(accounts.data.accounts.map((a) => a.account_id).sort()).toEqual(ids);
    expect(ids).toHaveLength(5); // all but the IRA
  });

  it('Escape closes with onExit(null, metadata) and an invalid token exits with INVALID_LINK_TOKEN', async () => {
    let exit: { error: unknown; metadata: Record<string, unknown> } | null = null;
    let loaded = false;
    const handler = plaid().create({
      token: linkToken,
      onLoad: () => (loaded = true),
      onExit: (error: unknown, metadata: Record<string, unknown>) => (exit = { error, metadata }),
    });
    handler.open();
    await until(() => loaded && dialog() !== null, 'dialog');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(dialog()).toBeNull();
    expect(exit).toMatchObject({
      error: null,
      metadata: { institution: null, status: 'institution_not_found' },
    });

    let badExit: { error: { error_code: string } } | null = null;
    plaid().create({
      token: 'link-sandbox-forged',
      onExit: (error: { error_code: string }) => (badExit = { error }),
    });
    await until(() => badExit !== null, 'onExit for a bad token');
    expect(badExit).toMatchObject({ error: { error_code: 'INVALID_LINK_TOKEN' } });
  });
});
