import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CardListSkeleton, Skeleton } from '../../../components/ui/skeleton.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { useSession } from '../../session/index.ts';

/** True once `ms` have passed since mount (immediately for 0). */
function useMinimumDelay(ms: number) {
  const [done, setDone] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return done;
}

/**
 * Access rule of the category screens (docs/product.md sections 4 and 6): a visible "Loading..." while the session
 * resolves (RequireUser's spinner has no visible text), optionally held for a minimum time so the screen
 * does not flicker; then the content for a user, or for no user a redirect to /signin (`redirect`) or
 * nothing at all.
 */
export function CategoriesGate({
  redirect,
  minimumLoadingMs = 0,
  children,
}: {
  redirect: boolean;
  minimumLoadingMs?: number;
  children: ReactNode;
}) {
  const { user, isPending } = useSession();
  const navigate = useNavigate();
  const delayDone = useMinimumDelay(minimumLoadingMs);
  const loading = isPending || !delayDone;
  useEffect(() => {
    if (!loading && !user && redirect) void navigate('/signin', { replace: true });
  }, [loading, user, redirect, navigate]);
  if (loading) {
    return (
      <Screen>
        {/* Shaped like the screen to come: back control, title, one line, then the group cards. */}
        <div aria-hidden className="flex flex-col gap-3">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-8 w-4/5" />
          <Skeleton className="h-4 w-full" />
        </div>
        <CardListSkeleton label="Loading..." />
      </Screen>
    );
  }
  return user ? <>{children}</> : null;
}
