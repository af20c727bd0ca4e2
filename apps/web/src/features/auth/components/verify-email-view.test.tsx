import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerifyEmailView } from './verify-email-view.tsx';

function renderFor(user: { email: string; emailVerified: boolean } | null, config: object = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) =>
      path === '/api/auth/get-session'
        ? Response.json(
            user && {
              user: { id: 'u1', name: 'A', ...user },
              session: { id: 's1', expiresAt: '2030-01-01' },
            },
          )
        : path === '/api/config'
          ? Response.json(config)
          : Response.json({}, { status: 404 }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: '/verify-email', state: { email: 'new@example.com' } }]}>
        <Routes>
          <Route path="/verify-email" element={<VerifyEmailView />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/verify-email', () => {
  it('tells a verified user the address is verified and offers the dashboard', async () => {
    renderFor({ email: 'done@example.com', emailVerified: true });
    await screen.findByRole('heading', { name: 'Your email is verified' });
    expect(screen.getByText(/is verified\. Your account is ready to use\./).textContent).toContain(
      'done@example.com',
    );
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('button', { name: 'Continue to Onboarding' })).toBeTruthy();
    expect(screen.queryByText(/We sent a confirmation link/)).toBeNull();
  });

  it('tells everyone else to check their inbox', async () => {
    for (const user of [null, { email: 'new@example.com', emailVerified: false }]) {
      renderFor(user);
      await new Promise((r) => setTimeout(r, 20));
      expect(screen.getByRole('heading', { name: 'Verify your email' })).toBeTruthy();
      expect(screen.getByText(/We sent a confirmation link to/)).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).toBeNull();
      // With a mail server set up, nothing about a development mailbox.
      expect(screen.queryByRole('link', { name: 'development mailbox' })).toBeNull();
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('sends a local install without a mail server to the development mailbox, for this address', async () => {
    renderFor(null, { devMailbox: true });
    const link = await screen.findByRole('link', { name: 'development mailbox' });
    expect(link.getAttribute('href')).toBe('/dev/mailbox?to=new%40example.com');
    expect(screen.getByRole('note').textContent).toBe(
      'No mail server is set up here, so the e-mail was not sent to your inbox. Find the link in the development mailbox.',
    );
  });
});

describe('/verify-email after the link was opened elsewhere', () => {
  it('notices the verification and offers Sign In with the address', async () => {
    let verified = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        if (path === '/api/auth/get-session') return Response.json(null);
        if (path === '/api/verification-status/check-123') return Response.json({ verified });
        return Response.json({}, { status: 404 });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter
          initialEntries={[
            { pathname: '/verify-email', state: { email: 'new@example.com', checkId: 'check-123' } },
          ]}
        >
          <Routes>
            <Route path="/verify-email" element={<VerifyEmailView />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByRole('heading', { name: 'Verify your email' });
    verified = true;
    screen.getByRole('button', { name: 'Continue to Onboarding' }).click();
    await screen.findByText('Your e-mail is verified. Sign in to continue.');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin');
    expect(screen.queryByText(/Email Not Verified/)).toBeNull();
  });
});
