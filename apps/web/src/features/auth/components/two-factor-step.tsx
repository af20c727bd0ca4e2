import { useMutation } from '@tanstack/react-query';
import { Loader2, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { verifyBackupCode, verifyTotpCode } from '../api/auth-api.ts';
import { useCompleteSignIn } from '../api/use-complete-sign-in.ts';
import { AuthScreen } from './auth-screen.tsx';

/**
 * The second sign-in step for accounts with two-factor authentication: a 6-digit code from the
 * authenticator app, or one of the backup codes shown at enrolment.
 */
export function TwoFactorStep({ onCancel }: { onCancel: () => void }) {
  const completeSignIn = useCompleteSignIn();
  const [useBackup, setUseBackup] = useState(false);
  const [code, setCode] = useState('');

  const verify = useMutation({
    mutationFn: (value: string) => (useBackup ? verifyBackupCode(value) : verifyTotpCode(value)),
    onSuccess: () => completeSignIn('/dashboard'),
    onError: (err) => toast({ title: 'Sign In Error', description: err.message, variant: 'destructive' }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(code.trim());
  };
  const totpReady = /^\d{6}$/.test(code.trim());

  return (
    <AuthScreen
      title="Two-factor authentication"
      subtitle={
        useBackup
          ? 'Enter one of the backup codes you saved when you turned on two-factor authentication.'
          : 'Enter the 6-digit code from your authenticator app.'
      }
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="flex items-center gap-3 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
          <ShieldCheck className="size-5 shrink-0 text-brand-700" aria-hidden />
          Your account is protected with a second step.
        </div>
        <Field label={useBackup ? 'Backup code' : 'Authentication code'}>
          {(control) =>
            useBackup ? (
              <Input
                {...control}
                key="backup"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                required
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            ) : (
              <Input
                {...control}
                key="totp"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\d{6}"
                maxLength={6}
                placeholder="123456"
                required
                className="tabular text-center text-lg tracking-[0.4em]"
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              />
            )
          }
        </Field>
        <Button type="submit" className="w-full" disabled={verify.isPending || (!useBackup && !totpReady)}>
          {verify.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
          Verify
        </Button>
        <Button
          variant="ghost"
          className="w-full"
          onClick={() => {
            setUseBackup((v) => !v);
            setCode('');
          }}
        >
          {useBackup ? 'Use an authenticator code instead' : 'Use a backup code'}
        </Button>
        <Button variant="ghost" className="w-full" onClick={onCancel}>
          Back to Sign In
        </Button>
      </form>
    </AuthScreen>
  );
}
