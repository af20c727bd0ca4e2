import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useSession, type SessionUser } from './use-session.ts';

/**
 * Access rules of docs/product.md#6-access. `RequireUser` shows a spinner while the session resolves, then either
 * renders its children with the user or (when `redirect`) sends the visitor to /signin; some screens render
 * nothing instead (redirect={false}).
 */
export function RequireUser({
  children,
  redirect = true,
}: {
  children: (user: SessionUser) => ReactNode;
  redirect?: boolean;
}) {
  const { user, isPending } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isPending && !user && redirect) void navigate('/signin', { replace: true });
  }, [isPending, user, redirect, navigate]);
  if (isPending) return <PageSpinner />;
  if (!user) return null;
  return <>{children(user)}</>;
}

/** Sign-up and sign-in send signed-in users to /dashboard (docs/product.md#6-access). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, isPending } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isPending && user) void navigate('/dashboard', { replace: true });
  }, [isPending, user, navigate]);
  if (isPending) return <PageSpinner />;
  if (user) return null;
  return <>{children}</>;
}
