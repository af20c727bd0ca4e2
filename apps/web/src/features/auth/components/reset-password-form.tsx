import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isStrongPassword, PASSWORD_TOASTS } from '@tourniquet/domain';
import { Loader2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { sessionQueryKey } from '../../session/index.ts';
import { resetPassword } from '../api/auth-api.ts';
import { AuthScreen, textLinkClass } from './auth-screen.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';

const INVALID_LINK = {
  title: 'Invalid Reset Link',
  description: 'This link is invalid or has expired. Please request a new one.',
} as const;

/**
 * /reset-password?token=...: the mailed link lands here through the server, which adds the token, or
 * ?error=INVALID_TOKEN when the link was already used or has expired.
 */
export function ResetPasswordForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkInvalid = !token || params.has('error');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  useEffect(() => {
    if (linkInvalid) toast({ ...INVALID_LINK, variant: 'destructive' });
  }, [linkInvalid]);

  const reset = useMutation({
    mutationFn: resetPassword,
    onSuccess: async () => {
      // The server signed this device in (every other session ended): /dashboard must see the new session.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey, refetchType: 'all' });
      toast({
        title: 'Password Updated!',
        description:
          'Your password has been successfully updated. You can now sign in with your new password.',
        variant: 'success',
      });
      void navigate('/dashboard', { replace: true });
    },
    onError: (err) =>
      toast({ title: 'Reset Password Error', description: err.message, variant: 'destructive' }),
  });

  if (linkInvalid) {
    return (
      <AuthScreen
        title="Reset link not valid"
        subtitle="Reset links work once, for one hour. Ask for a new one and open it from the newest e-mail."
        footer={
          <Link to="/signin" className={textLinkClass}>
            Back to Sign In
          </Link>
        }
      >
        <ButtonLink to="/forgot-password" className="w-full">
          Request a new link
        </ButtonLink>
      </AuthScreen>
    );
  }

  const strong = isStrongPassword(password);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!strong) return toast({ ...PASSWORD_TOASTS.resetRequirementsNotMet, variant: 'destructive' });
    if (password !== confirmPassword)
      return toast({ ...PASSWORD_TOASTS.resetMismatch, variant: 'destructive' });
    reset.mutate({ newPassword: password, token });
  };

  return (
    <AuthScreen title="Choose a new password" subtitle="Pick a password you have not used here before.">
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <NewPasswordFields
          password={password}
          onPasswordChange={setPassword}
          confirm={confirmPassword}
          onConfirmChange={setConfirmPassword}
          labels={{ password: 'New Password', confirm: 'Confirm New Password' }}
          required
        />
        <Button
          type="submit"
          className="w-full"
          disabled={reset.isPending || !strong || password === '' || confirmPassword === ''}
        >
          {reset.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
          Update Password
        </Button>
      </form>
    </AuthScreen>
  );
}
