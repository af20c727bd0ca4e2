import { Field } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { CodeInput } from './code-input.tsx';

export const GOOGLE_ONLY_HINT = 'Leave empty if you sign in with Google only';

/** The server's message for one field of a refused request ("Your current password is incorrect."). */
export function fieldError(err: unknown, field: string): string | null {
  return err instanceof ApiError ? (err.fields?.[field] ?? null) : null;
}

/**
 * Proof that it is the owner, asked before a sensitive change: the current password (optional in the form,
 * since a Google-only account has none; the server says when one is needed) and, with two-factor on, a
 * code from the authenticator app. Field errors are the server's own messages.
 */
export function OwnerProofFields({
  currentPassword,
  onCurrentPasswordChange,
  code,
  onCodeChange,
  askCode,
  codeLabel = 'Authenticator Code',
  error,
}: {
  currentPassword: string;
  onCurrentPasswordChange: (value: string) => void;
  code: string;
  onCodeChange: (value: string) => void;
  askCode: boolean;
  codeLabel?: string;
  /** The last refusal, whose field messages are shown under their fields. */
  error?: unknown;
}) {
  return (
    <>
      <Field label="Current Password" hint={GOOGLE_ONLY_HINT} error={fieldError(error, 'currentPassword')}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => onCurrentPasswordChange(e.target.value)}
          />
        )}
      </Field>
      {askCode && (
        <CodeInput label={codeLabel} value={code} onChange={onCodeChange} error={fieldError(error, 'code')} />
      )}
    </>
  );
}
