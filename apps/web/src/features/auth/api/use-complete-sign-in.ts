import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { sessionQueryKey } from '../../session/index.ts';

/**
 * After the server set the session cookie: load the new session before leaving, so the next screen's
 * guard sees the signed-in user instead of the cached "signed out" answer.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (to = '/dashboard') => {
    await queryClient.refetchQueries({ queryKey: sessionQueryKey });
    void navigate(to, { replace: true });
  };
}
