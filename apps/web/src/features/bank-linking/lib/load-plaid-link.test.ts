import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPlaidLink } from './load-plaid-link.ts';
import type { PlaidStatic } from './plaid-types.ts';

// jsdom never fetches scripts: each test plays the browser by firing load/error on the injected tag.
const fakePlaid: PlaidStatic = { create: vi.fn() };
const tags = (url: string) => [...document.querySelectorAll<HTMLScriptElement>(`script[src="${url}"]`)];

afterEach(() => {
  delete window.Plaid;
  document.head.innerHTML = '';
  vi.useRealTimers();
});

describe('loadPlaidLink', () => {
  it('injects the script once and resolves window.Plaid for every caller', async () => {
    const url = 'http://localhost/sim/link-initialize.js';
    const first = loadPlaidLink(url);
    const second = loadPlaidLink(url);
    expect(tags(url)).toHaveLength(1);
    window.Plaid = fakePlaid;
    tags(url)[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(fakePlaid);
    await expect(second).resolves.toBe(fakePlaid);
    await expect(loadPlaidLink(url)).resolves.toBe(fakePlaid);
    expect(tags(url)).toHaveLength(1);
  });

  it('rejects when the script loads without defining window.Plaid, and a retry injects a fresh tag', async () => {
    const url = 'http://localhost/empty.js';
    const attempt = loadPlaidLink(url);
    tags(url)[0]!.dispatchEvent(new Event('load'));
    await expect(attempt).rejects.toThrow(/did not define window.Plaid/);
    expect(tags(url)).toHaveLength(0);
    void loadPlaidLink(url).catch(() => {});
    expect(tags(url)).toHaveLength(1);
  });

  it('rejects when the script fails to load', async () => {
    const url = 'http://localhost/missing.js';
    const attempt = loadPlaidLink(url);
    tags(url)[0]!.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow(/failed to load/);
  });

  it('times out when the script never answers', async () => {
    vi.useFakeTimers();
    const url = 'http://localhost/slow.js';
    const attempt = loadPlaidLink(url, 1000);
    const settled = expect(attempt).rejects.toThrow(/did not load within 1000 ms/);
    vi.advanceTimersByTime(1000);
    await settled;
    expect(tags(url)).toHaveLength(0);
  });
});
