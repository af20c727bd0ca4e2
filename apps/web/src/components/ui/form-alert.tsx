import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The looks an alert takes, so the same kind of trouble reads the same on every screen:
 * - line: a sentence under a field or a form (a save that failed, a field's problem), in the bleed red;
 * - box: a step of a flow that failed (an import, a file), in a red box, with the warning sign if `icon`;
 * - panel: a box holding more than a sentence (a link to follow), bordered;
 * - notice: something to do before going on (sign in again), in amber;
 * - plain: a load that failed, where the sentence sits beside its Try again button.
 */
const LOOKS = {
  line: 'text-sm font-medium text-bleed',
  box: 'flex gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-900',
  panel: 'flex flex-col gap-2 rounded-card border border-red-200 bg-red-50 p-3 text-sm text-red-900',
  notice: 'flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3',
  plain: 'text-sm font-medium text-slate-900',
} as const;

/**
 * The one element with role="alert" (lint refuses another): screen readers announce what it says. With
 * `live`, it is rendered even while it says nothing (hidden when empty), for a place that stays in the
 * page and whose words change: the announcement then comes from the words going in.
 */
export function FormAlert({
  children,
  look = 'line',
  icon = false,
  live = false,
  as: Tag = 'p',
  id,
  className,
}: {
  children?: ReactNode;
  look?: keyof typeof LOOKS;
  icon?: boolean;
  live?: boolean;
  as?: 'p' | 'div';
  id?: string;
  className?: string;
}) {
  const classes = [LOOKS[look], live ? 'empty:hidden' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <Tag id={id} role="alert" className={classes}>
      {icon && <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />}
      {children}
    </Tag>
  );
}
