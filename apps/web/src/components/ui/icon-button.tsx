import type { ButtonHTMLAttributes, ReactNode } from 'react';

const tones = {
  neutral: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  /** Something is wrong here (money bleeding out, an account in trouble). */
  bleed: 'bg-bleed-soft text-bleed ring-1 ring-red-200 ring-inset hover:bg-red-100',
} as const;

/**
 * A square 44 px button that shows only an icon. `label` is its accessible name (and tooltip), so a screen
 * reader hears what it does, not "button".
 */
export function IconButton({
  label,
  tone = 'neutral',
  children,
  className = '',
  type = 'button',
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> & {
  label: string;
  tone?: keyof typeof tones;
  children: ReactNode;
}) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${tones[tone]} ${className}`.trim()}
      {...props}
    >
      {children}
    </button>
  );
}
