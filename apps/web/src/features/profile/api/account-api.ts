import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store.ts';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../session/index.ts';

/**
 * What the server asks before a sensitive change (password, two-factor off, deletion): the current
 * password (a Google-only account has none) and, when two-factor is on, a code from the authenticator.
 * The server decides what is needed and which password rules apply.
 */
export interface OwnerProof {
  currentPassword?: string;
  code?: string;
}

/** The proof as sent: a field left empty is left out, so a Google-only account sends no password. */
export function proofBody(proof: OwnerProof): OwnerProof {
  return {
    ...(proof.currentPassword ? { currentPassword: proof.currentPassword } : {}),
    ...(proof.code ? { code: proof.code } : {}),
  };
}

export function useChangePassword() {
  return useMutation({
    mutationFn: ({ newPassword, ...proof }: OwnerProof & { newPassword: string }) =>
      api<unknown>('/api/account/password', { body: { newPassword, ...proofBody(proof) } }),
  });
}

export function useSignOutOtherDevices() {
  return useMutation({ mutationFn: () => api<unknown>('/api/auth/revoke-other-sessions', { body: {} }) });
}

/** Deletes the account, then forgets everything cached about it and goes to / (docs/product.md#4-states). */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (proof: OwnerProof) =>
      api<unknown>('/api/account', { method: 'DELETE', body: proofBody(proof) }),
    onSuccess: async () => {
      // Leave first, or the guarded screen would see the session vanish and go to /signin instead.
      await navigate('/', { replace: true });
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, null);
      // The landing page alone could read as a sign-out: say what happened.
      toast({
        title: 'Account Deleted',
        description: 'Your account and all of its data have been deleted.',
        variant: 'success',
      });
    },
  });
}
