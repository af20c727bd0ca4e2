import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { sessionQueryKey } from './use-session.ts';
import { FormAlert } from '../../components/ui/form-alert.tsx';

/** The server's answer when a sensitive change needs a session younger than 24 hours. */
export function isReauthenticationRequired(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status === 401 && err.code === 'reauthentication_required';
}

/**
 * Sign out and go to /signin, so the next session is a fresh one. Local state is cleared even when the
 * sign-out call fails, as with the header's Sign Out.
 */
export function useSignInAgain() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await api('/api/auth/sign-out', { method: 'POST', body: {} });
    } catch {
      // Cleared below regardless.
    }
    // The session goes first: /signin sends a signed-in visitor on to /dashboard.
    queryClient.clear();
    queryClient.setQueryData(sessionQueryKey, null);
    await navigate('/signin', { replace: true });
  };
}

/** The server's message and a "Sign in again" action, shown where a sensitive change was refused. */
export function SignInAgainNotice({ error }: { error: unknown }) {
  const signInAgain = useSignInAgain();
  if (!isReauthenticationRequired(error)) return null;
  return (
    <FormAlert as="div" look="notice">
      <p className="text-sm text-amber-950">{error.message}</p>
      <Button variant="secondary" onClick={() => void signInAgain()}>
        <LogIn className="size-4" aria-hidden />
        Sign in again
      </Button>
    </FormAlert>
  );
}
