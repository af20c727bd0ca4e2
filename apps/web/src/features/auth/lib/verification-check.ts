import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getVerificationStatus } from '../api/auth-api.ts';

/** What the sign-up tab keeps so /verify-email survives a reload: the address and the new account's id. */
export interface VerificationCheck {
  email: string;
  checkId: string;
}

const KEY = 'tourniquet.verification-check';

export function rememberVerificationCheck(check: VerificationCheck): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(check));
  } catch {
    // Private modes may refuse storage; the navigation state still carries the check for this visit.
  }
}

export function recalledVerificationCheck(): VerificationCheck | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<VerificationCheck> | null;
    return typeof value?.email === 'string' && typeof value.checkId === 'string'
      ? { email: value.email, checkId: value.checkId }
      : null;
  } catch {
    return null;
  }
}

/** Asked every 5 s while the tab is open (and whenever it regains focus), for at most 30 minutes. */
const POLL_MS = 5_000;
const POLL_FOR_MS = 30 * 60_000;

/**
 * Whether the address was verified somewhere this tab cannot see: a phone, another browser, or the other
 * loopback name of a development server (cookies belong to one host name). Off when the tab has no check
 * id or already has a session.
 */
export function useVerifiedElsewhere(checkId: string | null, enabled: boolean) {
  const [startedAt] = useState(() => Date.now());
  const query = useQuery({
    queryKey: ['verification-status', checkId],
    queryFn: () => getVerificationStatus(checkId!),
    enabled: enabled && checkId !== null,
    refetchOnWindowFocus: 'always',
    refetchInterval: (q) =>
      q.state.data?.verified || Date.now() - startedAt > POLL_FOR_MS ? false : POLL_MS,
    retry: false,
  });
  return { verified: query.data?.verified === true, recheck: query.refetch };
}
