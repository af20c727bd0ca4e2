import type { ChangeEvent } from 'react';
import { Field } from '../ui/field.tsx';
import { DollarInput } from '../ui/input.tsx';

/** Edit Transaction's amount: dollars without a sign (the row keeps its direction), with a typo's warning. */
export function EditAmountField({
  value,
  error,
  income,
  warning,
  onChange,
}: {
  value: string;
  error: string | undefined;
  income: boolean;
  warning: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <Field
      label="Amount"
      hint={
        <>
          In US dollars, without a sign: this stays {income ? 'money in' : 'money out'}.
          {warning && <FieldWarning text={warning} />}
        </>
      }
      error={error}
    >
      {(p) => (
        <DollarInput
          {...p}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          required
          className="tabular"
          value={value}
          onChange={onChange}
        />
      )}
    </Field>
  );
}

/** A warning under a field: the value is allowed, and saves, but looks like a typo. */
export function FieldWarning({ text }: { text: string }) {
  return <span className="mt-1 block font-medium text-amber-800">{text}</span>;
}
