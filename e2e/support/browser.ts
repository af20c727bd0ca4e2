import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

// Debian's Chromium (installed by .ci/run when missing). Never `npx playwright install`: it cannot download.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const PHONE = { width: 390, height: 844 } as const;

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}. Install it with: apt-get install -y chromium`);
  }
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface PageSession {
  context: BrowserContext;
  page: Page;
  /** Console errors the page printed, to assert a screen rendered cleanly. */
  consoleErrors: string[];
}

export async function newPage(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number } = PHONE,
): Promise<PageSession> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  return { context, page, consoleErrors };
}
