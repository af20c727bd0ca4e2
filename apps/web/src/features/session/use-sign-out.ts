import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api.ts';

/**
 * Sign out (docs/product.md#4-states): ask the server to end the session, but clear local state and go to / even
 * when that call fails, so a user is never stuck looking signed in.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await api('/api/auth/sign-out', { method: 'POST', body: {} });
    } catch {
      // Local state is cleared regardless (spec: on a sign-out error local state is also cleared).
    }
    // Leave first: a guarded screen still mounted when the session turns null would send the visitor to
    // /signin instead of /.
    await navigate('/', { replace: true });
    queryClient.clear();
    queryClient.setQueryData(['session'], null);
  };
}
