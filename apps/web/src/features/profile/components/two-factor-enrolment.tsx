import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useConfirmTwoFactor, type TwoFactorEnrolment as Enrolment } from '../api/two-factor-api.ts';
import { CodeInput } from './code-input.tsx';
import { totpSecret, TwoFactorQr } from './two-factor-qr.tsx';

/** Scan (or type) the secret, keep the backup codes, then prove the app works with its first code. */
export function TwoFactorEnrolment({ enrolment, onDone }: { enrolment: Enrolment; onDone: () => void }) {
  const [code, setCode] = useState('');
  const confirm = useConfirmTwoFactor();
  const secret = totpSecret(enrolment.totpURI);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code, {
      onSuccess: () => {
        toast({
          title: 'Two-factor authentication is on',
          description: 'You will be asked for a code when you sign in.',
          variant: 'success',
        });
        onDone();
      },
      onError: (err) =>
        toast({ title: 'Two-Factor Error', description: err.message, variant: 'destructive' }),
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <section className="flex flex-col items-center gap-3">
        <h3 className="self-start text-sm font-semibold text-slate-900">
          1. Scan this code with your authenticator app
        </h3>
        <TwoFactorQr totpURI={enrolment.totpURI} />
        <p className="self-stretch text-sm text-slate-600">
          Can&apos;t scan? Enter this key instead:
          <code
            data-testid="totp-secret"
            className="mt-1 block rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm wrap-anywhere text-slate-900 select-all"
          >
            {secret}
          </code>
        </p>
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-900">2. Save your backup codes</h3>
        <p className="text-sm text-slate-600">
          Each works once if you lose your phone. Keep them somewhere safe; they won&apos;t be shown again.
        </p>
        <ul
          aria-label="Backup codes"
          className="grid grid-cols-2 gap-1.5 rounded-lg bg-slate-100 p-3 font-mono text-sm text-slate-900"
        >
          {enrolment.backupCodes.map((backup) => (
            <li key={backup}>{backup}</li>
          ))}
        </ul>
      </section>
      <form onSubmit={onSubmit} className="flex flex-col gap-3">
        <h3 className="text-sm font-semibold text-slate-900">3. Enter the code your app shows</h3>
        <CodeInput label="Authentication code" value={code} onChange={setCode} />
        <div className="grid grid-cols-2 gap-2">
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={code.length !== 6 || confirm.isPending}>
            {confirm.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
            Turn On
          </Button>
        </div>
      </form>
    </div>
  );
}
