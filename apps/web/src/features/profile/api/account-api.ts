import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../session/use-session.ts';

/** Which password rule the server applies: 6+ characters on Profile, the full rule list on Security. */
export type PasswordPolicy = 'profile' | 'strong';

export function useChangePassword(policy: PasswordPolicy) {
  return useMutation({
    mutationFn: (newPassword: string) =>
      api<unknown>('/api/account/password', { body: { newPassword, policy } }),
  });
}

export function useSignOutOtherDevices() {
  return useMutation({ mutationFn: () => api<unknown>('/api/auth/revoke-other-sessions', { body: {} }) });
}

/** Deletes the account, then forgets everything cached about it and goes to / (spec section 4). */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api<unknown>('/api/account', { method: 'DELETE' }),
    onSuccess: async () => {
      // Leave first, or the guarded screen would see the session vanish and go to /signin instead.
      await navigate('/', { replace: true });
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
}
