import type { Page } from 'playwright-core';
import { mailedLink, VERIFY_SUBJECT } from './mailbox.ts';

/** Meets every sign-up rule (8+ characters, upper, lower, symbol). */
export const STRONG_PASSWORD = 'Sup3r$ecret!';

let counter = 0;
/** A fresh address per call, unique across runs, so no test depends on another's user. */
export function uniqueEmail(prefix = 'e2e') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

export const TEST_PROFILE = { displayName: 'Avery Quinn', phone: '(555) 123-4567' } as const;

/**
 * Creates a user the way a person does, minus typing the sign-up form: sign-up through the API (as the
 * Get Started screen calls it), the verification link from the dev outbox opened in the page (which signs
 * the browser in and lands on /onboarding -> /user-details), then Complete Your Profile through the UI.
 * Returns with the page signed in on /onboarding.
 */
export async function signUpVerifiedUser(
  page: Page,
  baseUrl: string,
  opts: { email?: string; password?: string; displayName?: string; phone?: string } = {},
): Promise<{ email: string; password: string }> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? STRONG_PASSWORD;
  const response = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    data: { email, password, name: email, callbackURL: '/onboarding' },
    headers: { Origin: baseUrl },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);

  await page.goto(await mailedLink(baseUrl, email, VERIFY_SUBJECT));
  // The link signs the browser in and lands on /onboarding, which sends an incomplete profile on.
  await page.waitForURL('**/user-details').catch(async (err: Error) => {
    const shown = await page
      .locator('main')
      .innerText()
      .catch(() => '');
    throw new Error(`${err.message}\nstill at ${page.url()} showing:\n${shown.slice(0, 500)}`);
  });
  await completeProfile(page, {
    displayName: opts.displayName ?? TEST_PROFILE.displayName,
    phone: opts.phone ?? TEST_PROFILE.phone,
  });
  return { email, password };
}

/** Fills Complete Your Profile, confirms the number and waits for /onboarding. */
export async function completeProfile(
  page: Page,
  { displayName, phone }: { displayName: string; phone: string },
) {
  await page.getByLabel('Full Name').fill(displayName);
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('I agree to receive SMS text messages to verify my account').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog', { name: 'Verify Your Phone Number' }).waitFor();
  await page.getByRole('button', { name: 'Confirm & Continue' }).click();
  await page.waitForURL('**/onboarding');
}

/** Signs in through the /signin screen and waits for /dashboard. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/dashboard');
}
