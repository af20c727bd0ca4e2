import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, Loader2, MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api.ts';
import { requestPasswordReset } from '../api/auth-api.ts';
import { AuthScreen } from './auth-screen.tsx';
import { EmailField } from './email-field.tsx';

const backToSignIn = (
  <ButtonLink to="/signin" variant="ghost" className="w-full">
    <ArrowLeft className="size-4" aria-hidden />
    Back to Sign In
  </ButtonLink>
);

/**
 * /forgot-password. The confirmation reads the same whether or not the address has an account, so the
 * screen cannot be used to find out who is a customer. Only a refusal to send at all (rate limit, network)
 * is reported.
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const request = useMutation({
    mutationFn: requestPasswordReset,
    onError: (err) =>
      toast({
        title: 'Reset Password Error',
        description: err instanceof ApiError ? err.message : 'Please try again.',
        variant: 'destructive',
      }),
  });

  if (request.isSuccess) {
    return (
      <AuthScreen title="Check your email" footer={backToSignIn}>
        <div role="status" className="flex flex-col items-center gap-3 py-2 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <MailCheck className="size-6" aria-hidden />
          </span>
          <p className="text-sm leading-relaxed text-slate-700">
            If an account exists for <strong className="wrap-anywhere">{request.variables}</strong>, we have
            sent it a link to reset the password. The link works once, for one hour.
          </p>
          <p className="text-xs text-slate-500">No e-mail after a few minutes? Check your spam folder.</p>
        </div>
      </AuthScreen>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(email.trim());
  };
  return (
    <AuthScreen
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={backToSignIn}
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <EmailField value={email} onChange={setEmail} />
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {request.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
          Send Reset Link
        </Button>
      </form>
    </AuthScreen>
  );
}
