import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled?: boolean | null;
}
export interface SessionData {
  user: SessionUser;
  session: { id: string; expiresAt: string };
}

export const sessionQueryKey = ['session'] as const;

/** The signed-in user, or null. `isPending` is true only while the first answer is awaited. */
export function useSession() {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: async () => {
      try {
        return (await api<SessionData | null>('/api/auth/get-session')) ?? null;
      } catch (err) {
        if (err instanceof ApiError && (err.status === 401 || err.status === 404)) return null;
        throw err;
      }
    },
    staleTime: 30_000,
    retry: 1,
  });
  return { user: query.data?.user ?? null, isPending: query.isPending, refetch: query.refetch };
}
