import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, LayoutDashboard, Loader2, LogIn, MailOpen } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useAppConfig } from '../../../config/use-app-config.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { sessionQueryKey, useSession, type SessionData } from '../../session/index.ts';
import { resendVerificationEmail } from '../api/auth-api.ts';
import { emailVerifiedToast } from '../lib/email-verified.ts';
import { recalledVerificationCheck, useVerifiedElsewhere } from '../lib/verification-check.ts';
import { AuthScreen } from './auth-screen.tsx';

const STEPS = [
  'Open the e-mail we just sent you.',
  'Click the confirmation link. It signs you in on this device.',
  'Complete your profile, then link your accounts.',
];

/**
 * /verify-email: what happens next, a re-check of verification, and a resend when we know the address.
 * A signed-in user whose address is already verified is told so and offered the dashboard; Continue to
 * Onboarding still re-checks and goes on to /user-details (spec).
 */
export function VerifyEmailView() {
  const navigate = useNavigate();
  const session = useSession();
  const queryClient = useQueryClient();
  const state = useLocation().state as { email?: unknown; checkId?: unknown } | null;
  const recalled = recalledVerificationCheck();
  const knownEmail =
    typeof state?.email === 'string' && state.email !== '' ? state.email : (recalled?.email ?? null);
  const checkId = typeof state?.checkId === 'string' ? state.checkId : (recalled?.checkId ?? null);
  const elsewhere = useVerifiedElsewhere(checkId, !session.user);
  const { devMailbox } = useAppConfig();

  const recheck = useMutation({
    mutationFn: async () => {
      await queryClient.refetchQueries({ queryKey: sessionQueryKey });
      const user = queryClient.getQueryData<SessionData | null>(sessionQueryKey)?.user ?? null;
      // No session here, but the link may have been opened on another device: the screen then says so.
      const verifiedElsewhere = !user && (await elsewhere.recheck()).data?.verified === true;
      return { user, verifiedElsewhere };
    },
    onSuccess: ({ user, verifiedElsewhere }) => {
      if (user?.emailVerified) {
        emailVerifiedToast();
        void navigate('/user-details');
      } else if (!verifiedElsewhere)
        toast({
          title: 'Email Not Verified',
          description: 'Please check your email and click the verification link before continuing.',
          variant: 'destructive',
        });
    },
  });

  const resend = useMutation({
    mutationFn: () => resendVerificationEmail(knownEmail!),
    onSuccess: () =>
      toast({
        title: 'Check your email!',
        description: "We've sent you a confirmation link.",
        variant: 'success',
      }),
    onError: (err) => toast({ title: 'Sign Up Failed', description: err.message, variant: 'destructive' }),
  });

  const continueButton = (variant: 'primary' | 'secondary') => (
    <Button
      variant={variant}
      className="w-full"
      disabled={recheck.isPending}
      onClick={() => recheck.mutate()}
    >
      {recheck.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
      Continue to Onboarding
    </Button>
  );

  if (session.user?.emailVerified) {
    return (
      <AuthScreen title="Your email is verified" subtitle="Nothing more to do here.">
        <div className="flex flex-col gap-4">
          <div className="flex items-start gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gain-soft text-gain">
              <CircleCheck className="size-5" aria-hidden />
            </span>
            <p className="text-sm leading-relaxed text-slate-700">
              <strong className="wrap-anywhere">{session.user.email}</strong> is verified. Your account is
              ready to use.
            </p>
          </div>
          <ButtonLink to="/dashboard" className="w-full">
            <LayoutDashboard className="size-4" aria-hidden />
            Go to Dashboard
          </ButtonLink>
          {continueButton('secondary')}
        </div>
      </AuthScreen>
    );
  }

  if (elsewhere.verified && !session.user) {
    return (
      <AuthScreen
        title="Your email is verified"
        subtitle="You verified it in another window or on another device."
      >
        <div className="flex flex-col gap-4">
          <div className="flex items-start gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gain-soft text-gain">
              <CircleCheck className="size-5" aria-hidden />
            </span>
            <p className="text-sm leading-relaxed text-slate-700" role="status">
              Your e-mail is verified. Sign in to continue.
            </p>
          </div>
          <ButtonLink to="/signin" state={{ email: knownEmail }} className="w-full">
            <LogIn className="size-4" aria-hidden />
            Sign In
          </ButtonLink>
        </div>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title="Verify your email" subtitle="One more step before we can look after your money.">
      <div className="flex flex-col gap-4">
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <MailOpen className="size-5" aria-hidden />
          </span>
          <p className="text-sm leading-relaxed text-slate-700">
            We sent a confirmation link to{' '}
            {knownEmail ? <strong className="wrap-anywhere">{knownEmail}</strong> : 'your e-mail address'}.
          </p>
        </div>
        <ol className="flex list-none flex-col gap-2">
          {STEPS.map((step, i) => (
            <li key={step} className="flex items-start gap-3 text-sm text-slate-700">
              <span className="tabular flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700">
                {i + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
        {devMailbox && (
          // A local install without SMTP_URL sends no mail: the link waits in the development mailbox.
          <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm leading-relaxed text-amber-900">
            No mail server is set up here, so the e-mail was not sent to your inbox. Find the link in the{' '}
            <a
              className="font-semibold underline underline-offset-2"
              href={knownEmail ? `/dev/mailbox?to=${encodeURIComponent(knownEmail)}` : '/dev/mailbox'}
            >
              development mailbox
            </a>
            .
          </p>
        )}
        {continueButton('primary')}
        {knownEmail && (
          <p className="text-center text-sm text-slate-600">
            Didn&apos;t get it?{' '}
            <button
              type="button"
              className="inline-flex min-h-11 items-center rounded font-semibold text-brand-700 underline-offset-4 hover:underline disabled:opacity-50"
              disabled={resend.isPending}
              onClick={() => resend.mutate()}
            >
              Resend the link
            </button>
          </p>
        )}
      </div>
    </AuthScreen>
  );
}
