import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, useCurrentToast } from '../../../components/ui/toast-store.ts';
import { useSession } from '../../session/index.ts';
import { useEmailVerifiedWelcome } from '../lib/email-verified.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { VerifyEmailView } from './verify-email-view.tsx';

// docs/product.md#the-first-hour: "Email Verified!" (docs/product.md#8-messages) and /reset-password's sign-in to /dashboard.

let sent: string[];
let signedIn: boolean;
beforeEach(() => {
  sent = [];
  signedIn = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      sent.push(path);
      if (path === '/api/auth/get-session') {
        return Response.json(
          signedIn
            ? {
                user: { id: 'u1', email: 'a@b.c', name: 'A', emailVerified: true },
                session: { id: 's1', expiresAt: '2030-01-01' },
              }
            : null,
        );
      }
      if (path === '/api/auth/reset-password') {
        signedIn = true; // the server signs the resetting device in
        return Response.json({ status: true });
      }
      return Response.json({}, { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  dismissToast();
});

function ToastProbe() {
  const toast = useCurrentToast();
  return toast ? (
    <div data-testid="toast">
      {toast.title} | {toast.description}
    </div>
  ) : null;
}
function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}
/** The app keeps the session query mounted (header, guards); so does this test. */
function SessionProbe() {
  useSession();
  return null;
}
function Onboarding() {
  useEmailVerifiedWelcome();
  return <p>onboarding</p>;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/onboarding" element={<Onboarding />} />
          <Route path="/verify-email" element={<VerifyEmailView />} />
          <Route path="/reset-password" element={<ResetPasswordForm />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Where />
        <SessionProbe />
        <ToastProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const VERIFIED = 'Email Verified! | Your account has been successfully verified. Welcome!';

describe('Email Verified!', () => {
  it('shows once when the verification link lands on /onboarding, and the mark leaves the address', async () => {
    renderAt('/onboarding?verified=1');
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe(VERIFIED));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/onboarding'));
    dismissToast();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('says nothing for a failed verification or a plain visit', async () => {
    renderAt('/onboarding?verified=1&error=INVALID_TOKEN');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/onboarding?error=INVALID_TOKEN'),
    );
    expect(screen.queryByTestId('toast')).toBeNull();
    cleanup();
    renderAt('/onboarding');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('shows when Continue to Onboarding finds the address verified', async () => {
    signedIn = true;
    renderAt('/verify-email');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Onboarding' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/user-details'));
    expect(screen.getByTestId('toast').textContent).toBe(VERIFIED);
  });
});

describe('/reset-password success', () => {
  it('reads the new session, then goes to /dashboard with Password Updated!', async () => {
    renderAt('/reset-password?token=t1');
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'Brand$New1' } });
    fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: 'Brand$New1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dashboard'));
    expect(screen.getByTestId('toast').textContent).toBe(
      'Password Updated! | Your password has been successfully updated. You can now sign in with your new password.',
    );
    // The session was read after the reset, so /dashboard's guard sees the signed-in user.
    expect(sent.lastIndexOf('/api/auth/get-session')).toBeGreaterThan(
      sent.indexOf('/api/auth/reset-password'),
    );
  });
});
