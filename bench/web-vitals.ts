// Benchmark: Largest Contentful Paint and Total Blocking Time of /, /signin and /dashboard (targets: docs/performance.md), in
// Chromium at phone size with a mobile CPU (4x slowdown) and a slow-4G network (150 ms round trip, 1.6 Mbps
// down, 750 kbps up: Lighthouse's mobile profile), applied through the DevTools protocol. Each load starts in
// a new browser context (an empty cache, as a first visit). The built server runs on PGlite with the built web
// app; /dashboard is loaded signed in (the session cookie of a user made through the API).
// TBT here: the sum over long tasks (over 50 ms) of their time past 50 ms, from navigation until the page is
// quiet (no request for 500 ms) plus one second. Prints `vitals <path>: LCP <ms> ms, TBT <ms> ms` per load.
// Run: npx tsx web-vitals.ts   (after npm run build)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { signUpVerified } from './lib/api-session.ts';
import { baseUrlOf, freePort, startServer } from './lib/server-child.ts';

const RUNS = Number(process.env.VITALS_RUNS ?? 3);
const PATHS = ['/', '/signin', '/dashboard'];
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

// Collected in the page from its first moment: the last LCP candidate and every long task.
const OBSERVE = `
  window.__vitals = { lcp: 0, tbt: 0, element: '' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__vitals.lcp = entry.startTime;
      window.__vitals.element = (entry.element ? entry.element.tagName + '.' + entry.element.className : '') + ' ' + (entry.url || '');
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.tbt += Math.max(0, entry.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
`;

async function measure(browser: Browser, url: string, cookie: { name: string; value: string } | null) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (cookie) await context.addCookies([{ ...cookie, url }]);
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(1000);
    return await page.evaluate(
      () => (globalThis as unknown as { __vitals: { lcp: number; tbt: number; element: string } }).__vitals,
    );
  } finally {
    await context.close();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'tourniquet-vitals-'));
const config = { port: await freePort(), dataDir, entry: 'built' as const };
const server = await startServer(config);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const baseUrl = baseUrlOf(config);
  const session = await signUpVerified(baseUrl, 'vitals');
  const [name, value] = session.cookieHeader().split('; ')[0]!.split('=') as [string, string];
  for (const path of PATHS) {
    for (let run = 1; run <= RUNS; run++) {
      const vitals = await measure(browser, baseUrl + path, path === '/dashboard' ? { name, value } : null);
      console.log(
        `vitals ${path}: LCP ${Math.round(vitals.lcp)} ms, TBT ${Math.round(vitals.tbt)} ms (${vitals.element})`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
