import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { seriousA11yViolations } from './axe.ts';
import { launchBrowser, newPage, type PageSession } from './browser.ts';

export const pathOf = (page: Page) => new URL(page.url()).pathname;
export const titleOf = (name: string) => `${name} · Tourniquet`;

export async function expectAccessible(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/**
 * Per-spec browser for screen checks: call at the top of a spec file; it launches Chromium before the tests
 * and closes it after. `open(path)` gives a fresh signed-out context already on `path`.
 */
export function useScreenBrowser() {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return {
    baseUrl,
    browser: () => browser,
    async open(path: string): Promise<PageSession> {
      const session = await newPage(browser, baseUrl);
      await session.page.goto(path);
      return session;
    },
  };
}
