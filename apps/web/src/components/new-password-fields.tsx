import { Field } from './ui/field.tsx';
import { PasswordInput } from './ui/password-input.tsx';
import { PasswordRuleList } from './password-rule-list.tsx';

/**
 * A new password and its confirmation, each with show/hide. With `showRules` the live rule list sits under
 * the new password and is announced with it (sign-up, reset, security settings; the profile screen's
 * shorter rule is checked on submit instead).
 */
export function NewPasswordFields({
  password,
  onPasswordChange,
  confirm,
  onConfirmChange,
  labels,
  showRules = true,
  required = false,
  confirmError = null,
}: {
  password: string;
  onPasswordChange: (value: string) => void;
  confirm: string;
  onConfirmChange: (value: string) => void;
  labels: { password: string; confirm: string };
  showRules?: boolean;
  required?: boolean;
  confirmError?: string | null;
}) {
  return (
    <>
      <Field label={labels.password}>
        {(control) => (
          <>
            <PasswordInput
              {...control}
              aria-describedby={showRules ? `${control.id}-rules` : control['aria-describedby']}
              autoComplete="new-password"
              required={required}
              value={password}
              onChange={(e) => onPasswordChange(e.target.value)}
            />
            {showRules && <PasswordRuleList id={`${control.id}-rules`} password={password} />}
          </>
        )}
      </Field>
      <Field label={labels.confirm} error={confirmError}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            required={required}
            value={confirm}
            onChange={(e) => onConfirmChange(e.target.value)}
          />
        )}
      </Field>
    </>
  );
}
