import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Badge } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useDisableTwoFactor, useEnableTwoFactor } from '../api/two-factor-api.ts';
import { SignInAgainNotice } from '../../session/index.ts';
import { OwnerProofFields } from './owner-proof-fields.tsx';
import { SettingsSection } from './settings-section.tsx';
import { TwoFactorEnrolment } from './two-factor-enrolment.tsx';

/**
 * Two-factor authentication: off -> (current password) -> scan the QR code, keep the backup codes, confirm
 * with a first code -> on. Turning it off takes the current password and a current code, so a borrowed
 * session cannot do it.
 */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const [step, setStep] = useState<'idle' | 'password'>('idle');
  const [password, setPassword] = useState('');
  const enable = useEnableTwoFactor();

  const status = <Badge tone={enabled ? 'gain' : 'neutral'}>{enabled ? 'On' : 'Off'}</Badge>;
  const title = 'Two-Factor Authentication';

  if (enabled) {
    return (
      <SettingsSection
        title={title}
        aside={status}
        description="Signing in asks for a code from your authenticator app after your password."
      >
        <DisableTwoFactorForm />
      </SettingsSection>
    );
  }

  if (enable.data) {
    return (
      <SettingsSection title={title} aside={status}>
        <TwoFactorEnrolment
          enrolment={enable.data}
          onDone={() => {
            enable.reset();
            setStep('idle');
          }}
        />
      </SettingsSection>
    );
  }

  const onPassword = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate(password, {
      onSuccess: () => setPassword(''),
      onError: (err) =>
        toast({ title: 'Two-Factor Error', description: err.message, variant: 'destructive' }),
    });
  };

  return (
    <SettingsSection
      title={title}
      aside={status}
      description="Add a second step to sign-in: a 6-digit code from an authenticator app on your phone."
    >
      {step === 'idle' ? (
        <Button variant="secondary" className="w-full" onClick={() => setStep('password')}>
          Set Up Two-Factor
        </Button>
      ) : (
        <form onSubmit={onPassword} className="flex flex-col gap-3">
          <Field label="Current Password" hint="Confirm it's you before we show your secret key.">
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
          <div className="grid grid-cols-2 gap-2">
            <Button variant="ghost" onClick={() => setStep('idle')}>
              Cancel
            </Button>
            <Button type="submit" disabled={password === '' || enable.isPending}>
              {enable.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
              Continue
            </Button>
          </div>
        </form>
      )}
    </SettingsSection>
  );
}

function DisableTwoFactorForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const disable = useDisableTwoFactor();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate(
      { currentPassword, code },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setCode('');
          toast({ title: 'Two-factor authentication is off', variant: 'neutral' });
        },
        onError: (err) =>
          toast({ title: 'Two-Factor Error', description: err.message, variant: 'destructive' }),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <OwnerProofFields
        currentPassword={currentPassword}
        onCurrentPasswordChange={setCurrentPassword}
        code={code}
        onCodeChange={setCode}
        askCode
        codeLabel="Code to turn off"
        error={disable.error}
      />
      <SignInAgainNotice error={disable.error} />
      <Button type="submit" variant="secondary" disabled={code.length !== 6 || disable.isPending}>
        {disable.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
        Turn Off Two-Factor
      </Button>
    </form>
  );
}
