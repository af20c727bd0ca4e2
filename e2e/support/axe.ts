import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Serious and critical accessibility violations on the page as it is now, one readable line each (rule,
 * help text, offending elements), so a failing assertion says what to fix. Minor and moderate findings
 * are left to review; these two levels block people from using a screen.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // A transition still running (a dialog or a saved message fading in) has a colour between its two ends:
  // on a loaded machine axe measured one mid-fade as a contrast failure. Finite animations end first.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const screenshotDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));

/**
 * A full-page phone-width screenshot into screenshots/ (git-ignored) for people to look at. `viewport`
 * keeps only what the phone shows: a dialog over a long list is otherwise a thumbnail in a 5,000 px page.
 */
export async function saveScreenshot(page: Page, name: string, { viewport = false } = {}) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({
    path: `${screenshotDir}${name}.png`,
    fullPage: !viewport,
    animations: 'disabled',
  });
}
