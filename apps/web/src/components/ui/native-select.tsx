import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';

// The field look of input.tsx, minus its read-only styling: Chromium matches <select> with :read-only.
const selectClass =
  'block h-11 w-full cursor-pointer appearance-none truncate rounded-xl border border-slate-300 bg-white pr-9 pl-3 text-base text-slate-900 transition-colors hover:border-slate-400 focus:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500';

/**
 * The platform's own <select> in the field look: the phone's native picker, full keyboard and screen-reader
 * support for free. `className` places the wrapper (width); `selectClassName` adjusts the control (height).
 */
export function NativeSelect({
  className = '',
  selectClassName = '',
  ...props
}: ComponentProps<'select'> & { selectClassName?: string }) {
  return (
    <div className={`relative ${className}`.trim()}>
      <select className={`${selectClass} ${selectClassName}`.trim()} {...props} />
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
    </div>
  );
}
