import type { HTMLAttributes, ReactNode } from 'react';

// The one surface for grouped content: white, one radius, a hairline border, a faint shadow.
export function Card({ className = '', ...props }: HTMLAttributes<HTMLElement>) {
  return (
    <section
      className={`rounded-card border border-slate-200 bg-white shadow-sm shadow-slate-900/5 ${className}`}
      {...props}
    />
  );
}

/** A card heading row: title on the left, an optional badge or count on the right. */
export function CardHeader({
  title,
  aside,
  level = 2,
  className = '',
}: {
  title: ReactNode;
  aside?: ReactNode;
  level?: 2 | 3;
  className?: string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={`flex items-center justify-between gap-3 ${className}`}>
      <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
      {aside}
    </div>
  );
}

export type BadgeTone = 'neutral' | 'gain' | 'bleed' | 'info' | 'brand';
const tones: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700',
  gain: 'bg-gain-soft text-gain ring-1 ring-green-200',
  bleed: 'bg-bleed-soft text-bleed ring-1 ring-red-200',
  info: 'bg-blue-50 text-blue-800 ring-1 ring-blue-200',
  brand: 'bg-brand-50 text-brand-800 ring-1 ring-brand-100',
};

/** A small pill for counts and statuses; colours follow money in (gain) and out (bleed). */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`tabular inline-flex h-6 shrink-0 items-center rounded-full px-2.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
