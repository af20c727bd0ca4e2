import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';

// Installable app (docs/product.md#installable-and-fast): the manifest and its icons, the service worker, the app shell offline, and
// that nothing from /api/* (a user's data) ever lands in a cache.

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

describe('installable app', () => {
  it('links a standalone manifest with a theme colour and SVG and PNG icons that load', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await fetch(`${baseUrl}${href}`);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      display: string;
      theme_color: string;
      start_url: string;
      icons: ManifestIcon[];
    };
    expect(manifest).toMatchObject({ name: 'Tourniquet', display: 'standalone', theme_color: '#0f766e' });
    const sizes = manifest.icons.map((i) => `${i.type} ${i.sizes} ${i.purpose ?? 'any'}`);
    expect(sizes).toEqual(
      expect.arrayContaining([
        'image/svg+xml any any',
        'image/png 192x192 any',
        'image/png 512x512 any',
        'image/png 512x512 maskable',
      ]),
    );
    for (const icon of manifest.icons) {
      const file = await fetch(`${baseUrl}${icon.src}`);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type')).toBe(icon.type);
    }
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
    await context.close();
  });

  it('registers the service worker, opens the shell offline, and never caches API answers', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await page.goto('/terms');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseUrl}/`);
    // Once the worker controls the page, visit again so the screen's own files pass through it.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.getByRole('heading', { name: 'Terms of Service' }).waitFor();
    expect(await page.evaluate(() => fetch('/api/config').then((r) => r.ok))).toBe(true);

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/');
    expect(cached.filter((path) => /^\/(api|sim|dev)\//.test(path))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Terms of Service' }).waitFor();
    expect(await page.getByText('Last updated: January 1, 2024').isVisible()).toBe(true);
    // API calls are not answered from a cache: offline they fail.
    expect(
      await page.evaluate(() =>
        fetch('/api/config').then(
          () => 'answered',
          () => 'failed',
        ),
      ),
    ).toBe('failed');
    await context.close();
  });
});
