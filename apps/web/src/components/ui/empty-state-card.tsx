import type { ReactNode } from 'react';
import { Card } from './card.tsx';

const ICON_TONES = {
  brand: 'bg-brand-50 text-brand-700',
  gain: 'bg-gain-soft text-gain',
} as const;

/** An empty state: an icon in a tinted circle, a heading, then what to do next (text and an action). */
export function EmptyStateCard({
  icon,
  title,
  tone = 'brand',
  children,
}: {
  icon: ReactNode;
  title: string;
  tone?: keyof typeof ICON_TONES;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-8 text-center">
      <span className={`flex size-14 items-center justify-center rounded-full ${ICON_TONES[tone]}`}>
        {icon}
      </span>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </Card>
  );
}
