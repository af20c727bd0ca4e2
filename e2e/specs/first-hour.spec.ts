import { describe, expect, it } from 'vitest';
import { expectAccessible, useScreenBrowser } from '../support/screen-session.ts';
import { signUpVerifiedUser, TEST_PROFILE } from '../support/users.ts';

// Issue 15, "The first hour": what a new user trips over after signing up, in the built app.

const screen = useScreenBrowser();

describe('the first hour', () => {
  it('/user-details shows the saved profile and saves an edit as an update', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signUpVerifiedUser(page, screen.baseUrl);
    await page.goto('/user-details');
    const name = page.getByLabel('Full Name');
    await expect.poll(() => name.inputValue()).toBe(TEST_PROFILE.displayName);
    expect(await page.getByLabel('Phone Number').inputValue()).toBe(TEST_PROFILE.phone);
    expect(
      await page.getByLabel('I agree to receive SMS text messages to verify my account').isChecked(),
    ).toBe(true);
    await expectAccessible(page);
    await name.fill('Avery J. Quinn');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Confirm & Continue' }).click();
    await page.waitForURL('**/onboarding');
    await page.getByRole('heading', { name: 'Welcome, Avery!' }).waitFor();
    const saved = (await (await page.request.get('/api/profile')).json()) as {
      profile: { displayName: string; phone: string };
    };
    expect(saved.profile).toMatchObject({ displayName: 'Avery J. Quinn', phone: TEST_PROFILE.phone });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('/verify-email tells a verified user so and offers the dashboard', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    const { email } = await signUpVerifiedUser(page, screen.baseUrl);
    await page.goto('/verify-email');
    await page.getByRole('heading', { name: 'Your email is verified', level: 1 }).waitFor();
    await page.getByText(`${email} is verified.`, { exact: false }).waitFor();
    expect(await page.getByText('We sent a confirmation link').count()).toBe(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
