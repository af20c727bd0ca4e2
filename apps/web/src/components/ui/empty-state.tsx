import type { ReactNode } from 'react';

const ICON_TONES = {
  brand: 'bg-brand-50 text-brand-700',
  gain: 'bg-gain-soft text-gain',
} as const;

export type EmptyStateTone = keyof typeof ICON_TONES;

/**
 * The one empty state of the app: an icon in a tinted circle, a heading, then the one next step (a
 * sentence, a link or a button). Lists inside a card use it bare; a screen that is empty as a whole uses
 * EmptyStateCard, so both look the same.
 */
export function EmptyState({
  icon,
  title,
  tone = 'brand',
  children,
}: {
  icon: ReactNode;
  title: string;
  tone?: EmptyStateTone;
  children?: ReactNode;
}) {
  return (
    <div data-testid="empty-state" className="flex flex-col items-center gap-3 px-6 py-8 text-center">
      <span className={`flex size-14 items-center justify-center rounded-full ${ICON_TONES[tone]}`}>
        {icon}
      </span>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </div>
  );
}
