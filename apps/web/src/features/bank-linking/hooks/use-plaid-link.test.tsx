import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaidLinkConfig } from '../lib/plaid-types.ts';
import { usePlaidLink } from './use-plaid-link.ts';

// A stand-in for window.Plaid that records the handlers it creates; the server answers from `routes`.
let configs: PlaidLinkConfig[];
let handlers: {
  open: ReturnType<typeof vi.fn>;
  destroy: ReturnType<typeof vi.fn>;
  exit: ReturnType<typeof vi.fn>;
}[];
let tokenStatus: number;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  configs = [];
  handlers = [];
  tokenStatus = 200;
  window.Plaid = {
    create(config) {
      configs.push(config);
      const handler = { open: vi.fn(), destroy: vi.fn(), exit: vi.fn() };
      handlers.push(handler);
      return handler;
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === '/api/config') return json({ plaidLinkScriptUrl: '/sim/link.js' });
      if (path === '/api/auth/get-session')
        return json({ user: { id: 'u1', email: 'a@b.c', name: 'A', emailVerified: true }, session: {} });
      if (path === '/api/bank/create-link-token')
        return tokenStatus === 200 ? json({ link_token: 'link-sandbox-1' }) : json({}, tokenStatus);
      return json({}, 404);
    }),
  );
});

afterEach(() => {
  delete window.Plaid;
  vi.unstubAllGlobals();
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const metadata = {
  institution: { name: 'Bank', institution_id: 'ins_1' },
  accounts: [],
  link_session_id: 's',
};

describe('usePlaidLink', () => {
  it('is ready after Link loads with the fetched token, busy until onSuccess settles, destroyed on unmount', async () => {
    let finishExchange: () => void = () => {};
    const onSuccess = vi.fn(() => new Promise<void>((resolve) => (finishExchange = resolve)));
    const { result, unmount } = renderHook(() => usePlaidLink({ onSuccess }), { wrapper });
    await waitFor(() => expect(configs).toHaveLength(1));
    expect(configs[0]!.token).toBe('link-sandbox-1');
    expect(result.current.ready).toBe(false);

    act(() => configs[0]!.onLoad?.());
    expect(result.current.ready).toBe(true);
    act(() => result.current.open());
    expect(handlers[0]!.open).toHaveBeenCalledOnce();
    expect(result.current.busy).toBe(true);

    act(() => configs[0]!.onSuccess('public-sandbox-1', metadata));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('public-sandbox-1', metadata));
    expect(result.current.busy).toBe(true);
    await act(async () => finishExchange());
    expect(result.current.busy).toBe(false);

    unmount();
    expect(handlers.at(-1)!.destroy).toHaveBeenCalled();
  });

  it('passes onExit through after load, but reports an exit before load as a start-up failure', async () => {
    const onExit = vi.fn();
    const { result } = renderHook(() => usePlaidLink({ onSuccess: vi.fn(), onExit }), { wrapper });
    await waitFor(() => expect(configs).toHaveLength(1));
    const error = {
      error_type: 'INVALID_INPUT',
      error_code: 'INVALID_LINK_TOKEN',
      error_message: 'x',
      display_message: null,
    };
    const meta = { institution: null, status: null, link_session_id: 's', request_id: 'r' };
    act(() => configs[0]!.onExit?.(error, meta));
    expect(onExit).not.toHaveBeenCalled();
    expect(result.current.error).toBe('init');
    expect(result.current.ready).toBe(false);
  });

  it('reports a link token failure', async () => {
    tokenStatus = 500;
    const { result } = renderHook(() => usePlaidLink({ onSuccess: vi.fn() }), { wrapper });
    // The token query retries once (after a second) before giving up.
    await waitFor(() => expect(result.current.error).toBe('token'), { timeout: 4000 });
    expect(configs).toHaveLength(0);
  });
});
