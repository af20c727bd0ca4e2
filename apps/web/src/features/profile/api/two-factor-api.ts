import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../session/index.ts';
import { proofBody } from './account-api.ts';

export interface TwoFactorEnrolment {
  totpURI: string;
  backupCodes: string[];
}

/** Step 1 of enrolment: the current password proves it is the owner; the answer is the secret to scan. */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      api<TwoFactorEnrolment>('/api/auth/two-factor/enable', { body: { password } }),
  });
}

/** Step 2: the first code from the app switches two-factor on; the session then says so. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api<unknown>('/api/auth/two-factor/verify-totp', { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

/** Turning it off takes the current password (when the account has one) and a current code. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: { currentPassword: string; code: string }) =>
      api<unknown>('/api/account/two-factor/disable', { body: proofBody(proof) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
