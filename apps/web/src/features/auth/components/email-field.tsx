import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';

/** The required e-mail field every auth form starts with (label Email, browser autofill, e-mail keyboard). */
export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field label="Email">
      {(control) => (
        <Input
          {...control}
          type="email"
          autoComplete="email"
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
