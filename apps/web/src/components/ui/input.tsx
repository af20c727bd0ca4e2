import type { ComponentProps } from 'react';

// One field look: 44 px tall, the button radius, a red ring when the field reports aria-invalid.
export const inputClass =
  'block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 transition-colors hover:border-slate-400 focus:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:bg-slate-100 disabled:text-slate-500 read-only:bg-slate-50 read-only:text-slate-600 aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600';

export function Input({ className = '', ...props }: ComponentProps<'input'>) {
  return <input className={`${inputClass} ${className}`.trim()} {...props} />;
}

export function Textarea({ className = '', ...props }: ComponentProps<'textarea'>) {
  return <textarea className={`${inputClass} h-auto min-h-24 py-2.5 ${className}`.trim()} {...props} />;
}

/** An amount in dollars: the field with a "$" inside on the left (for the eye only; the label says dollars). */
export function DollarInput({ className = '', ...props }: ComponentProps<'input'>) {
  return (
    <div className="relative">
      <span
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500"
      >
        $
      </span>
      <Input className={`pl-7 ${className}`.trim()} {...props} />
    </div>
  );
}
