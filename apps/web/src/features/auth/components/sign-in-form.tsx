import { useMutation } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useAppConfig } from '../../../config/use-app-config.ts';
import { signInWithEmail } from '../api/auth-api.ts';
import { useCompleteSignIn } from '../api/use-complete-sign-in.ts';
import { AuthScreen, textLinkClass } from './auth-screen.tsx';
import { GoogleSignInButton } from './google-sign-in-button.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';
import { EmailField } from './email-field.tsx';
import { untrustedOrigin, UntrustedOriginNotice, type UntrustedOrigin } from './untrusted-origin-notice.tsx';

/** /signin: e-mail (trimmed) and password (as typed), then a code step for accounts with two-factor. */
export function SignInForm() {
  const { googleSignIn } = useAppConfig();
  const completeSignIn = useCompleteSignIn();
  // Arriving from "Your e-mail is verified. Sign in to continue", the address is already known.
  const arrivedWith = (useLocation().state as { email?: unknown } | null)?.email;
  const [email, setEmail] = useState(typeof arrivedWith === 'string' ? arrivedWith : '');
  const [password, setPassword] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [refused, setRefused] = useState<UntrustedOrigin | null>(null);

  const signIn = useMutation({
    mutationFn: signInWithEmail,
    onSuccess: async (result) => {
      if (result?.twoFactorRedirect) setNeedsCode(true);
      else await completeSignIn('/dashboard');
    },
    onError: (err) => {
      const origin = untrustedOrigin(err);
      setRefused(origin);
      if (!origin) toast({ title: 'Sign In Error', description: err.message, variant: 'destructive' });
    },
  });

  if (needsCode) return <TwoFactorStep onCancel={() => setNeedsCode(false)} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email: email.trim(), password });
  };

  return (
    <AuthScreen
      title="Welcome back"
      subtitle="Sign in to keep an eye on your fees, bills and subscriptions."
      footer={
        <>
          <p>
            New here?{' '}
            <Link to="/get-started" className={textLinkClass}>
              Create an account
            </Link>
          </p>
          <p>
            Need help?{' '}
            <Link to="/contact-us" className={textLinkClass}>
              Contact us
            </Link>
          </p>
        </>
      }
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        {refused && <UntrustedOriginNotice refused={refused} />}
        <EmailField value={email} onChange={setEmail} />
        <Field label="Password">
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <Link to="/forgot-password" className={`${textLinkClass} -mt-2 self-end text-sm`}>
          Forgot password?
        </Link>
        <Button type="submit" disabled={signIn.isPending} className="w-full">
          {signIn.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
          Sign In
        </Button>
      </form>
      {googleSignIn && (
        <>
          <div className="my-4 flex items-center gap-3 text-xs font-medium text-slate-500" aria-hidden>
            <span className="h-px flex-1 bg-slate-200" />
            or
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          <GoogleSignInButton />
        </>
      )}
    </AuthScreen>
  );
}
