import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppConfig } from '../../../config/use-app-config.ts';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../session/index.ts';
import { useLinkToken } from '../api/create-link-token.ts';
import { loadPlaidLink } from '../lib/load-plaid-link.ts';
import type {
  PlaidHandler,
  PlaidLinkError,
  PlaidLinkOnExitMetadata,
  PlaidLinkOnSuccessMetadata,
} from '../lib/plaid-types.ts';

/** Why Link cannot open: no link token, the script did not load, or Link refused the token at start. */
export type PlaidLinkFailure = 'token' | 'script' | 'init';

export interface PlaidLinkCallbacks {
  /** Link stays busy until the returned promise settles (the exchange runs inside it). */
  onSuccess: (publicToken: string, metadata: PlaidLinkOnSuccessMetadata) => void | Promise<unknown>;
  onExit?: (error: PlaidLinkError | null, metadata: PlaidLinkOnExitMetadata) => void;
}

/**
 * Plaid Link for the signed-in user, our own small take on react-plaid-link (plaid-contract.md 5.6): the
 * script URL comes from the server's config (CDN in production, the simulator offline), a link token is
 * fetched at mount, and a handler is created once both are there. `ready` turns true on Link's onLoad;
 * `busy` covers an open Link session and the caller's onSuccess work. The handler is destroyed on unmount.
 */
export function usePlaidLink({ onSuccess, onExit }: PlaidLinkCallbacks) {
  const { user } = useSession();
  // The real config, not useAppConfig()'s defaults: in production those would inject the simulator's URL.
  const config = useQuery({
    queryKey: ['config'],
    queryFn: () => api<AppConfig>('/api/config'),
    staleTime: Infinity,
  });
  const scriptUrl = config.data?.plaidLinkScriptUrl;
  const script = useQuery({
    queryKey: ['bank', 'plaid-link-script', scriptUrl],
    queryFn: () => loadPlaidLink(scriptUrl ?? ''),
    enabled: Boolean(scriptUrl),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    structuralSharing: false,
  });
  const token = useLinkToken(user?.id ?? null);
  const plaid = script.data;
  const linkToken = token.data;

  const [loaded, setLoaded] = useState<{ handler: PlaidHandler; token: string } | null>(null);
  const [initFailedFor, setInitFailedFor] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The latest callbacks, so a re-render never recreates the Link handler.
  const callbacks = useRef<PlaidLinkCallbacks>({ onSuccess, onExit });
  useEffect(() => {
    callbacks.current = { onSuccess, onExit };
  });

  useEffect(() => {
    if (!plaid || !linkToken) return;
    // `live` turns false on cleanup: a destroyed handler's late callbacks must not touch this component.
    let live = true;
    let didLoad = false;
    const handler = plaid.create({
      token: linkToken,
      onLoad: () => {
        if (!live) return;
        didLoad = true;
        setLoaded({ handler, token: linkToken });
      },
      onSuccess: (publicToken, metadata) => {
        if (!live) return;
        void Promise.resolve()
          .then(() => callbacks.current.onSuccess(publicToken, metadata))
          .finally(() => setBusy(false));
      },
      onExit: (error, metadata) => {
        if (!live) return;
        setBusy(false);
        // Link reports a token it refuses at start-up through onExit, before it ever loaded.
        if (!didLoad) setInitFailedFor(linkToken);
        else callbacks.current.onExit?.(error, metadata);
      },
    });
    return () => {
      live = false;
      handler.destroy();
    };
  }, [plaid, linkToken]);

  const handler = loaded && loaded.token === linkToken ? loaded.handler : null;
  const error: PlaidLinkFailure | null = token.isError
    ? 'token'
    : script.isError
      ? 'script'
      : linkToken && initFailedFor === linkToken
        ? 'init'
        : null;

  const open = useCallback(() => {
    if (!handler) return;
    setBusy(true);
    handler.open();
  }, [handler]);

  const { refetch: refetchToken } = token;
  const { refetch: reloadScript } = script;
  /** After a failure: a fresh token (and another script attempt when that was what failed). */
  const retry = useCallback(() => {
    if (script.isError) void reloadScript();
    void refetchToken();
  }, [script.isError, reloadScript, refetchToken]);

  const retrying = token.isFetching || script.isFetching;
  return { ready: Boolean(handler), open, busy, error: retrying ? null : error, retry };
}

export type PlaidLink = ReturnType<typeof usePlaidLink>;
