import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';

/** A 6-digit authenticator code: digits only, the phone's number pad, one-time-code autofill. */
export function CodeInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string | null;
}) {
  return (
    <Field label={label} hint="The 6-digit code from your authenticator app." error={error}>
      {(control) => (
        <Input
          {...control}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="123456"
          className="tabular text-center text-lg tracking-[0.4em]"
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
        />
      )}
    </Field>
  );
}
