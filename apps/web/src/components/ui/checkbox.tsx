import { useId, type ComponentProps, type ReactNode } from 'react';

/**
 * A native checkbox with its label as one 44 px tall click target. `invalid` marks it for assistive
 * technology when a submit was refused because it was left unticked.
 */
export function Checkbox({
  label,
  invalid,
  className = '',
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; invalid?: boolean }) {
  const id = useId();
  return (
    <label
      htmlFor={props.id ?? id}
      className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-xl py-2 text-sm text-slate-800 ${className}`.trim()}
    >
      <input
        id={id}
        type="checkbox"
        aria-invalid={invalid || undefined}
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-700 aria-invalid:outline-2 aria-invalid:outline-red-600"
        {...props}
      />
      <span className="leading-snug">{label}</span>
    </label>
  );
}
