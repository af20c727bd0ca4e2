import type { LucideIcon } from 'lucide-react';
import { Children, type ReactNode } from 'react';
import { Link } from 'react-router';

export type TileTone = 'brand' | 'bleed' | 'gain' | 'neutral';
const iconTones: Record<TileTone, string> = {
  brand: 'bg-brand-50 text-brand-700',
  bleed: 'bg-bleed-soft text-bleed',
  gain: 'bg-gain-soft text-gain',
  neutral: 'bg-slate-100 text-slate-700',
};

const tileBase =
  'group flex w-full flex-col gap-2.5 rounded-card border border-slate-200 bg-white shadow-sm shadow-slate-900/5 transition hover:border-brand-500/50 hover:bg-brand-50/40 active:scale-[0.98] aria-expanded:border-brand-600 aria-expanded:bg-brand-50 aria-expanded:ring-1 aria-expanded:ring-brand-600';
// Regular tiles sit two to a row, icon beside label (settings). Compact tiles sit three to a row (the
// dashboard): icon above label, centred, a step smaller, so long labels wrap evenly.
const tileLayouts = {
  regular: `${tileBase} min-h-16 flex-row items-center p-3 text-left`,
  compact: `${tileBase} min-h-28 items-center justify-center px-1.5 py-3 text-center`,
};

function TileBody({
  icon: Icon,
  label,
  tone,
  compact,
}: {
  icon: LucideIcon;
  label: ReactNode;
  tone: TileTone;
  compact: boolean;
}) {
  return (
    <>
      <span
        className={`flex shrink-0 items-center justify-center rounded-xl ${compact ? 'size-11' : 'size-8'} ${iconTones[tone]}`}
      >
        <Icon className={compact ? 'size-[1.375rem]' : 'size-[1.125rem]'} aria-hidden />
      </span>
      <span className="text-[0.8125rem] leading-snug font-semibold text-balance text-slate-900">{label}</span>
    </>
  );
}

interface TileBase {
  icon: LucideIcon;
  label: string;
  tone?: TileTone;
  compact?: boolean;
}

/**
 * A navigation tile: a link when it has a destination, otherwise a button (a toast, or a view that opens
 * in place, which reports its state through aria-expanded).
 */
export function Tile(
  props: TileBase & ({ to: string } | { onClick: () => void; expanded?: boolean; controls?: string }),
) {
  const tone = props.tone ?? 'brand';
  const compact = props.compact ?? false;
  const className = tileLayouts[compact ? 'compact' : 'regular'];
  const body = <TileBody icon={props.icon} label={props.label} tone={tone} compact={compact} />;
  if ('to' in props) {
    return (
      <Link to={props.to} className={className}>
        {body}
      </Link>
    );
  }
  return (
    <button
      type="button"
      onClick={props.onClick}
      aria-expanded={props.expanded}
      aria-controls={props.controls}
      className={className}
    >
      {body}
    </button>
  );
}

/** Tiles in a grid of two or three columns, as a list so screen readers announce how many there are. */
export function TileGrid({ columns = 2, children }: { columns?: 2 | 3; children: ReactNode }) {
  return (
    <ul role="list" className={`grid gap-3 ${columns === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}>
      {Children.map(children, (child) => (
        <li className="flex">{child}</li>
      ))}
    </ul>
  );
}
