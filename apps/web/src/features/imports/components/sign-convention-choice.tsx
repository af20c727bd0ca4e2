import { ChoiceGroup } from './choice-group.tsx';
import type { AmountSign } from '@tourniquet/domain/contracts';

/**
 * How the file's single amount column signs money out: most banks with a minus, some card issuers with a plus.
 * When nothing in the file said which (`assumed`), the user is told to check: a card export read the bank way
 * turns every purchase into money in.
 */
export function SignConventionChoice({
  value,
  assumed,
  disabled,
  onChange,
}: {
  value: AmountSign;
  assumed: boolean;
  disabled: boolean;
  onChange: (sign: AmountSign) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      {assumed && (
        <p role="note" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          Nothing in this file says which way its amounts go. Check a purchase in the preview: if it shows as
          money in, choose &ldquo;Positive amounts are money out&rdquo;.
        </p>
      )}
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
    </div>
  );
}
