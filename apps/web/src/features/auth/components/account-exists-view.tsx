import { UserCheck } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { AuthScreen } from './auth-screen.tsx';

/** /account-exists: reached from a duplicate sign-up, with the address in navigation state (optional). */
export function AccountExistsView() {
  const email = (useLocation().state as { email?: unknown } | null)?.email;
  const knownEmail = typeof email === 'string' && email !== '' ? email : null;
  return (
    <AuthScreen title="Account already exists">
      <div className="flex flex-col gap-4">
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <UserCheck className="size-5" aria-hidden />
          </span>
          <p className="text-sm leading-relaxed text-slate-700">
            An account with{' '}
            {knownEmail ? <strong className="wrap-anywhere">{knownEmail}</strong> : 'this email address'}{' '}
            already exists. Sign in to it, or reset the password if you have forgotten it.
          </p>
        </div>
        <div className="flex flex-col gap-2">
          <ButtonLink to="/signin" className="w-full">
            Sign In to Your Account
          </ButtonLink>
          <ButtonLink to="/forgot-password" variant="secondary" className="w-full">
            Reset Your Password
          </ButtonLink>
          <ButtonLink to="/get-started" variant="ghost" className="w-full">
            Back to Get Started
          </ButtonLink>
        </div>
      </div>
    </AuthScreen>
  );
}
