import { useId, type ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  hint?: ReactNode;
}

/**
 * A set of native radio buttons in a fieldset: arrow keys move between them, and the legend is read with
 * each. `value` null leaves all unticked (a question the user must answer). Each option is a 44 px target.
 */
export function ChoiceGroup<T extends string>({
  legend,
  description,
  choices,
  value,
  onChange,
  disabled,
  invalid,
}: {
  legend: ReactNode;
  description?: ReactNode;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  disabled?: boolean;
  invalid?: boolean;
}) {
  const name = useId();
  const descriptionId = description ? `${name}-description` : undefined;
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      disabled={disabled}
      aria-describedby={descriptionId}
      aria-invalid={invalid || undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      {description && (
        <p id={descriptionId} className="-mt-1 mb-1 text-sm text-slate-600">
          {description}
        </p>
      )}
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border px-3 py-2.5 text-sm transition-colors has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
            invalid ? 'border-red-300' : 'border-slate-300 hover:border-slate-400'
          }`}
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="mt-0.5 size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
          />
          <span className="flex min-w-0 flex-col gap-0.5">
            <span className="font-medium text-slate-900">{choice.label}</span>
            {choice.hint && <span className="text-xs text-slate-600">{choice.hint}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
