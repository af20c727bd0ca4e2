import { useMutation } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { invalidPasswordToast, PASSWORD_TOASTS } from '@tourniquet/domain';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api.ts';
import { signUpWithEmail } from '../api/auth-api.ts';
import { rememberVerificationCheck } from '../lib/verification-check.ts';
import { AuthScreen, textLinkClass } from './auth-screen.tsx';
import { EmailField } from './email-field.tsx';
import { untrustedOrigin, UntrustedOriginNotice, type UntrustedOrigin } from './untrusted-origin-notice.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';

// docs/product.md#8-messages: a sign-up error mentioning any of these means the address is taken -> /account-exists.
const DUPLICATE_MARKERS = [
  'already registered',
  'email already exists',
  'duplicate key value',
  'users_email_key',
];
const SIGN_UP_FALLBACK = 'An error occurred during sign up. Please try again.';

function isDuplicate(err: unknown) {
  const message = err instanceof Error ? err.message.toLowerCase() : '';
  return DUPLICATE_MARKERS.some((marker) => message.includes(marker));
}

/** /get-started: e-mail, password and confirmation with the live rule list; Create Account. */
export function SignUpForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [refused, setRefused] = useState<UntrustedOrigin | null>(null);

  const signUp = useMutation({
    mutationFn: signUpWithEmail,
    onSuccess: (data, { email }) => {
      toast({
        title: 'Check your email!',
        description: "We've sent you a confirmation link.",
        variant: 'success',
      });
      const checkId = data?.user?.id;
      if (checkId) rememberVerificationCheck({ email, checkId });
      void navigate('/verify-email', { state: { email, checkId } });
    },
    onError: (err, { email }) => {
      const origin = untrustedOrigin(err);
      setRefused(origin);
      if (origin) return;
      if (isDuplicate(err)) {
        void navigate('/account-exists', { state: { email } });
        return;
      }
      // A 429 carries the server's own words (wait and try again); other failures may carry none.
      const description =
        err instanceof ApiError && err.status !== 0 && err.message ? err.message : SIGN_UP_FALLBACK;
      toast({ title: 'Sign Up Failed', description, variant: 'destructive' });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirmPassword) {
      toast({ ...PASSWORD_TOASTS.signUpMismatch, variant: 'destructive' });
      return;
    }
    const invalid = invalidPasswordToast(password);
    if (invalid) {
      toast({ ...invalid, variant: 'destructive' });
      return;
    }
    signUp.mutate({ email: email.trim(), password });
  };

  return (
    <AuthScreen
      title="Create your account"
      subtitle="Start finding the fees and subscriptions that drain your accounts."
      footer={
        <>
          <p>
            Already have an account?{' '}
            <Link to="/signin" className={textLinkClass}>
              Sign in
            </Link>
          </p>
          <p>
            Questions?{' '}
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
        <NewPasswordFields
          password={password}
          onPasswordChange={setPassword}
          confirm={confirmPassword}
          onConfirmChange={setConfirmPassword}
          labels={{ password: 'Password', confirm: 'Confirm Password' }}
          required
        />
        <Button type="submit" disabled={signUp.isPending} className="mt-1 w-full">
          {signUp.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
          Create Account
        </Button>
      </form>
    </AuthScreen>
  );
}
