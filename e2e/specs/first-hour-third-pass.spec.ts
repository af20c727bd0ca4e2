import { describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/axe.ts';
import { mailedLink, mailsTo, VERIFY_SUBJECT } from '../support/mailbox.ts';
import { expectToast } from '../support/pages.ts';
import { completePlaidLink } from '../support/plaid-link.ts';
import { expectAccessible, useScreenBrowser } from '../support/screen-session.ts';
import { signUpVerifiedUser, STRONG_PASSWORD, uniqueEmail } from '../support/users.ts';

// The first hour, third pass (issue 42), at phone width: what a new user tripped on, each checked as they
// meet it.

const screen = useScreenBrowser();

describe('the first hour, third pass', () => {
  it('onboarding: the phone formats as typed, a fixed consent clears its toast, only the tapped link button connects', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    const email = uniqueEmail('third-pass');
    const signUp = await page.request.post(`${screen.baseUrl}/api/auth/sign-up/email`, {
      data: { email, password: STRONG_PASSWORD, name: email, callbackURL: '/onboarding' },
      headers: { Origin: screen.baseUrl },
    });
    expect(signUp.ok()).toBe(true);
    await page.goto(await mailedLink(screen.baseUrl, email, VERIFY_SUBJECT));
    await page.waitForURL('**/user-details');

    await page.getByLabel('Full Name').fill('Robin Vale');
    const phone = page.getByLabel('Phone Number');
    await phone.pressSequentially('5551234567');
    expect(await phone.inputValue()).toBe('(555) 123-4567');
    // A deletion is taken as typed: the last digit goes, the format stays.
    await phone.press('Backspace');
    expect(await phone.inputValue()).toBe('(555) 123-456');
    await phone.press('7');
    expect(await phone.inputValue()).toBe('(555) 123-4567');

    await page.getByRole('button', { name: 'Continue' }).click();
    const consent = await expectToast(
      page,
      'SMS Consent Required',
      'Please agree to receive SMS text messages to verify your account',
    );
    await saveScreenshot(page, 'third-pass-consent-toast');
    await page.getByLabel('I agree to receive SMS text messages to verify my account').check();
    await consent.waitFor({ state: 'detached', timeout: 2_000 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('dialog', { name: 'Verify Your Phone Number' })
      .getByText('(555) 123-4567')
      .waitFor();
    await page.getByRole('button', { name: 'Confirm & Continue' }).click();
    await page.waitForURL('**/onboarding');

    // Nothing linked yet: Link Account on both cards; the one tapped (Credit Cards) alone says Connecting...
    const buttons = page.getByRole('button', { name: 'Link Account', exact: true });
    await buttons.first().waitFor();
    expect(await buttons.count()).toBe(2);
    await expectAccessible(page);
    await saveScreenshot(page, 'third-pass-onboarding-empty');
    await buttons.last().click();
    await page.getByRole('dialog', { name: 'Select your institution' }).waitFor();
    const connecting = page.locator('button:has-text("Connecting...")');
    expect(await connecting.count()).toBe(1);
    expect(await connecting.evaluate((el) => el.parentElement?.textContent)).toContain('Credit Cards');
    await completePlaidLink(page, { accounts: ['Plaid Checking'] });
    await page.getByRole('dialog', { name: 'Configure Your Accounts' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('flags implausible rows in the preview and the edit dialog, and a manual account takes Business', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signUpVerifiedUser(page, screen.baseUrl);
    await page.goto('/linked-accounts');
    await page.getByRole('heading', { name: 'No Accounts Connected' }).waitFor();
    const csv = [
      'Date,Description,Amount',
      '11/02/2026,CORNER GROCERY,-84.12',
      '01/15/2027,RENT JANUARY,-1200.00',
      '11/03/2026,TYPO CHARGE,-999999999.99',
    ].join('\n');
    await page.getByRole('button', { name: 'Import a Statement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import transactions' });
    await dialog.getByLabel('Account name').fill('Everyday Checking');
    await dialog.getByLabel('Kind of account').selectOption({ label: 'Checking' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: 'Choose the file' }).waitFor();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'checking.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const check = dialog.getByRole('region', { name: 'Rows to check' });
    await check
      .getByText('Check before importing: 1 row dated in the future and 1 row of $1,000,000.00 or more')
      .waitFor();
    expect(await check.innerText()).toContain('Line 3: Jan 15, 2027 · RENT JANUARY · $1,200.00');
    expect(await check.innerText()).toContain('Line 4: Nov 3, 2026 · TYPO CHARGE · $999,999,999.99');
    await expectAccessible(page);
    await check.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'third-pass-import-implausible', { viewport: true });
    // Allowed: they import as they are.
    await dialog.getByRole('button', { name: 'Import 3 Transactions' }).click();
    await dialog.getByText('3 transactions imported, 0 skipped as duplicates', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The imported checking account can be marked Business; its actions still fit the phone.
    await page.getByRole('button', { name: /Other Banks and Cash Reserves/ }).waitFor();
    const use = page.getByLabel('Personal or business use of Everyday Checking');
    expect(await use.inputValue()).toBe('personal');
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes('/api/accounts/'),
    );
    await use.selectOption('business');
    expect((await saved).ok()).toBe(true);
    await expect.poll(() => use.inputValue()).toBe('business');
    const remove = page.getByRole('button', { name: 'Remove Everyday Checking' });
    const box = (await remove.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await saveScreenshot(page, 'third-pass-manual-business');

    // The edit dialog takes a future date and an extreme amount, saying so under each.
    await page.goto('/transactions');
    await page.getByRole('button', { name: /^Edit transaction: .*grocery/i }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Transaction' });
    await edit.getByLabel('Date', { exact: true }).fill('2030-01-02');
    await edit
      .getByText(
        'This date is in the future (today is Nov 21, 2026). It will be saved as typed: check the year.',
      )
      .waitFor();
    await edit.getByLabel('Amount', { exact: true }).fill('2500000');
    await edit
      .getByText('This is $2,500,000.00, $1,000,000.00 or more. It will be saved as typed: check the amount.')
      .waitFor();
    await expectAccessible(page);
    await saveScreenshot(page, 'third-pass-edit-warnings', { viewport: true });
    await edit.getByLabel('Amount', { exact: true }).fill('84.12');
    expect(await edit.getByText(/It will be saved as typed: check the amount/).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('small things: habit addresses, a re-import counted, a duplicate subscription, the periods, the net-worth trend, a deletion said', async () => {
    const { page, context, consoleErrors } = await screen.open('/login?from=mail');
    await page.waitForURL((url) => url.pathname === '/signin' && url.search === '?from=mail');
    await page.goto('/sign-in');
    await page.waitForURL((url) => url.pathname === '/signin');
    await page.goto('/signup');
    await page.waitForURL((url) => url.pathname === '/get-started');

    const { password } = await signUpVerifiedUser(page, screen.baseUrl);
    // Two accounts, each charged by Spotify every month (made through the API, as the import dialog does).
    const send = (path: string, body: string, type = 'application/json') =>
      page.evaluate(
        async ({ path, body, type }) => {
          const res = await fetch(path, { method: 'POST', body, headers: { 'Content-Type': type } });
          return { status: res.status, json: (await res.json()) as Record<string, unknown> };
        },
        { path, body, type },
      );
    const statement = (day: string) =>
      [
        'Date,Description,Amount',
        ...['06', '07', '08', '09', '10', '11'].map((m) => `2026-${m}-${day},SPOTIFY USA,-11.99`),
      ].join('\n');
    const ids: string[] = [];
    for (const [name, day] of [
      ['Everyday Checking', '03'],
      ['Rewards Card', '09'],
    ] as const) {
      const made = await send(
        '/api/accounts/manual',
        JSON.stringify({ name, type: 'depository', subtype: 'checking' }),
      );
      const id = (made.json.account as { id: string }).id;
      ids.push(id);
      expect((await send(`/api/accounts/${id}/import`, statement(day), 'text/csv')).status).toBe(200);
    }

    // The same file again: the preview says they are all there already, and there is nothing to import.
    await page.goto('/linked-accounts');
    await page.getByRole('button', { name: 'Import transactions into Everyday Checking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import transactions' });
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'again.csv', mimeType: 'text/csv', buffer: Buffer.from(statement('03')) });
    await dialog
      .getByText('All 6 transactions are already in this account: there is nothing new to import.')
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'third-pass-reimport-preview', { viewport: true });
    await page.keyboard.press('Escape');

    // One service on two accounts: each row says so.
    await page.goto('/recurring-transactions');
    const note = page.getByText('Possible duplicate: Spotify is also charged on Rewards Card.', {
      exact: false,
    });
    await note.waitFor();
    await page
      .getByText('Possible duplicate: Spotify is also charged on Everyday Checking.', { exact: false })
      .waitFor();
    await expectAccessible(page);
    await note.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'third-pass-duplicate-subscription', { viewport: true });

    // The periods say what they cover; My Money Situation has the trend the dashboard's link promises.
    await page.goto('/my-money-situation');
    await page.getByTestId('net-worth-chart').waitFor();
    const labels = await page
      .getByRole('combobox', { name: /period/i })
      .first()
      .locator('option')
      .allInnerTexts();
    expect(labels).toEqual(expect.arrayContaining(['Last month', 'Last 6 months', 'Last year']));
    expect(labels).not.toContain('Last 365 days');
    // The spec's names stay; the line under the select says what the chosen one covers.
    await page
      .getByText(/^Covers .+ to .+: /)
      .first()
      .waitFor();
    await expectAccessible(page);
    await saveScreenshot(page, 'third-pass-money-situation');

    // Deleting the account says so on the landing page.
    await page.goto('/security-settings');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await confirm.getByLabel('Current Password').fill(password);
    await confirm.getByRole('button', { name: 'Yes, delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectToast(page, 'Account Deleted', 'Your account and all of its data have been deleted.');
    await saveScreenshot(page, 'third-pass-account-deleted', { viewport: true });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("the assisted services' request reaches the support mailbox out of the box", async () => {
    const { page, context, consoleErrors } = await screen.open('/contact-us?topic=taxes');
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(await page.getByLabel('Topic').inputValue()).toBe('taxes');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Tell us what you would like help with.').waitFor();
    const name = `Robin ${Date.now()}`;
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('Your e-mail').fill(uniqueEmail('contact'));
    await page.getByLabel('How can we help?').fill('I sell prints online. What can I deduct?');
    // Each error went as its field was filled.
    expect(await page.getByText('Tell us what you would like help with.').count()).toBe(0);
    await expectAccessible(page);
    await saveScreenshot(page, 'third-pass-contact-request');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Request sent').waitFor();
    const { supportEmail } = (await (await page.request.get(`${screen.baseUrl}/api/config`)).json()) as {
      supportEmail: string;
    };
    await expect
      .poll(async () => (await mailsTo(screen.baseUrl, supportEmail)).map((m) => m.subject))
      .toContain(`Tourniquet request: Taxes from ${name}`);
    await saveScreenshot(page, 'third-pass-contact-sent', { viewport: true });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
