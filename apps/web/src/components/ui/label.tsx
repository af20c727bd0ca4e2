import type { ComponentProps } from 'react';

export function Label({ className = '', ...props }: ComponentProps<'label'>) {
  return <label className={`text-sm font-medium text-slate-800 ${className}`.trim()} {...props} />;
}
