import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, useCurrentToast } from '../../../components/ui/toast-store.ts';
import { DeleteAccountCard } from './delete-account-card.tsx';
import { PasswordCard } from './password-card.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';

const REAUTH = 'For your security, please sign in again before making this change.';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}
let sent: Sent[];
let twoFactorEnabled: boolean;
/** What the server answers to the next sensitive request: [status, body]. */
let answer: [number, unknown];

beforeEach(() => {
  sent = [];
  twoFactorEnabled = false;
  answer = [204, null];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/auth/get-session') {
        return Response.json({
          user: { id: 'u1', email: 'a@b.c', name: 'A', emailVerified: true, twoFactorEnabled },
          session: { id: 's1', expiresAt: '2030-01-01' },
        });
      }
      if (path === '/api/auth/sign-out') return Response.json({ success: true });
      const [status, body] = answer;
      return status === 204 ? new Response(null, { status }) : Response.json(body, { status });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  dismissToast();
});

function ToastText() {
  const toast = useCurrentToast();
  return <output data-testid="toast">{toast ? `${toast.title}: ${toast.description ?? ''}` : ''}</output>;
}

function renderScreen(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/security-settings']}>
        <Routes>
          <Route path="/security-settings" element={<>{ui}</>} />
          <Route path="/signin" element={<h1>Sign In screen</h1>} />
          <Route path="/" element={<h1>Home screen</h1>} />
        </Routes>
        <ToastText />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const sensitive = () => sent.filter((r) => r.path.startsWith('/api/account'));
const type = (label: string, value: string, within_: HTMLElement = document.body) =>
  fireEvent.change(within(within_).getByLabelText(label, { exact: true }), { target: { value } });
const sessionLoaded = () =>
  waitFor(() => expect(sent.some((r) => r.path === '/api/auth/get-session')).toBe(true));

describe('password change cards', () => {
  it('the profile card sends the current password with the new one, and no policy', async () => {
    renderScreen(<PasswordCard screen="profile" />);
    await sessionLoaded();
    expect(screen.getByText('Leave empty if you sign in with Google only')).toBeTruthy();
    type('Current Password', 'Old$ecret1');
    type('New Password', 'N3w$ecret!');
    type('Confirm New Password', 'N3w$ecret!');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe('Password Updated.: '));
    expect(sensitive()).toEqual([
      {
        method: 'POST',
        path: '/api/account/password',
        body: { currentPassword: 'Old$ecret1', newPassword: 'N3w$ecret!' },
      },
    ]);
  });

  it('keeps the 6-character first check, then shows the rule messages the server refuses with', async () => {
    renderScreen(<PasswordCard screen="profile" />);
    await sessionLoaded();
    type('New Password', 'abc12');
    type('Confirm New Password', 'abc12');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByText('Password must be at least 6 characters long')).toBeTruthy();
    expect(sensitive()).toEqual([]);

    const rules =
      'Password must contain at least one uppercase letter. Password must contain at least one symbol.';
    answer = [400, { error: { code: 'invalid_password', message: rules, fields: { newPassword: rules } } }];
    type('New Password', 'simple6');
    type('Confirm New Password', 'simple6');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe(`Password Update Failed: ${rules}`),
    );
    expect(screen.getByText(rules, { selector: 'p' })).toBeTruthy();
    // A Google-only account leaves the current password empty: it is not sent at all.
    expect(sensitive()[0]!.body).toEqual({ newPassword: 'simple6' });
  });

  it('asks for the code when two-factor is on, and shows a wrong current password under its field', async () => {
    twoFactorEnabled = true;
    renderScreen(<PasswordCard screen="security" />);
    await screen.findByLabelText('Authenticator Code');
    type('Current Password', 'Wrong$1pass');
    type('New Password', 'N3w$ecret!');
    type('Confirm New Password', 'N3w$ecret!');
    const update = screen.getByRole('button', { name: 'Update Password' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    type('Authenticator Code', '12345');
    expect(update.disabled).toBe(true);
    type('Authenticator Code', '123456');
    answer = [
      400,
      {
        error: {
          code: 'wrong_password',
          message: 'Your current password is incorrect.',
          fields: { currentPassword: 'Your current password is incorrect.' },
        },
      },
    ];
    fireEvent.click(update);
    await screen.findByText('Your current password is incorrect.', { selector: 'p' });
    expect(sensitive()[0]!.body).toEqual({
      currentPassword: 'Wrong$1pass',
      newPassword: 'N3w$ecret!',
      code: '123456',
    });
  });

  it('a session too old for the change shows the message and a Sign in again action', async () => {
    renderScreen(<PasswordCard screen="security" />);
    await sessionLoaded();
    answer = [401, { error: { code: 'reauthentication_required', message: REAUTH } }];
    type('Current Password', 'Old$ecret1');
    type('New Password', 'N3w$ecret!');
    type('Confirm New Password', 'N3w$ecret!');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(REAUTH);
    fireEvent.click(within(notice).getByRole('button', { name: 'Sign in again' }));
    await screen.findByRole('heading', { name: 'Sign In screen' });
    expect(sent.some((r) => r.path === '/api/auth/sign-out' && r.method === 'POST')).toBe(true);
  });
});

describe('deleting the account', () => {
  it('asks for the current password and the code in the confirm dialog', async () => {
    twoFactorEnabled = true;
    renderScreen(<DeleteAccountCard screen="security" />);
    await sessionLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', {
      name: 'Yes, delete my account',
    }) as HTMLButtonElement;
    expect(within(dialog).getByText('Leave empty if you sign in with Google only')).toBeTruthy();
    expect(confirm.disabled).toBe(true);

    answer = [
      400,
      {
        error: {
          code: 'invalid_code',
          message: 'Invalid code. Please enter the current code from your authenticator app.',
          fields: { code: 'Invalid code. Please enter the current code from your authenticator app.' },
        },
      },
    ];
    type('Current Password', 'Old$ecret1', dialog);
    type('Authenticator Code', '000000', dialog);
    fireEvent.click(confirm);
    // A fixable refusal keeps the dialog open, with the server's message under the field.
    await within(dialog).findByText(
      'Invalid code. Please enter the current code from your authenticator app.',
      {
        selector: 'p',
      },
    );
    expect(screen.getByTestId('toast').textContent).toContain('Delete Account Error');

    answer = [204, null];
    type('Authenticator Code', '654321', dialog);
    fireEvent.click(confirm);
    await screen.findByRole('heading', { name: 'Home screen' });
    expect(sensitive().map((r) => [r.method, r.body])).toEqual([
      ['DELETE', { currentPassword: 'Old$ecret1', code: '000000' }],
      ['DELETE', { currentPassword: 'Old$ecret1', code: '654321' }],
    ]);
  });

  it('a session too old for deletion closes the dialog and offers Sign in again', async () => {
    renderScreen(<DeleteAccountCard screen="profile" />);
    await sessionLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    answer = [401, { error: { code: 'reauthentication_required', message: REAUTH } }];
    type('Current Password', 'Old$ecret1', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('toast').textContent).toBe(`Delete Failed: ${REAUTH}`);
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain(REAUTH);
    expect(within(notice).getByRole('button', { name: 'Sign in again' })).toBeTruthy();
  });
});

describe('turning two-factor off', () => {
  it('sends the current password with the code', async () => {
    renderScreen(<TwoFactorCard enabled />);
    type('Current Password', 'Old$ecret1');
    type('Code to turn off', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Turn Off Two-Factor' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe('Two-factor authentication is off: '),
    );
    expect(sensitive()).toEqual([
      {
        method: 'POST',
        path: '/api/account/two-factor/disable',
        body: { currentPassword: 'Old$ecret1', code: '123456' },
      },
    ]);
  });
});
