import type { AmountSign } from '../api/import-types.ts';
import { ChoiceGroup } from './choice-group.tsx';

/** How the file's single amount column signs money out: most banks with a minus, some card issuers with a plus. */
export function SignConventionChoice({
  value,
  disabled,
  onChange,
}: {
  value: AmountSign;
  disabled: boolean;
  onChange: (sign: AmountSign) => void;
}) {
  return (
    <ChoiceGroup
      legend="Money in and out"
      value={value}
      disabled={disabled}
      onChange={onChange}
      choices={[
        { value: 'positive-in', label: 'Negative amounts are money out (most banks)' },
        { value: 'positive-out', label: 'Positive amounts are money out (e.g. American Express)' },
      ]}
    />
  );
}
