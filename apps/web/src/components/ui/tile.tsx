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

const tileClass =
  'group flex min-h-24 w-full flex-col items-start gap-2.5 rounded-card border border-slate-200 bg-white p-3 text-left shadow-sm shadow-slate-900/5 transition hover:border-brand-500/50 hover:bg-brand-50/40 active:scale-[0.98] aria-expanded:border-brand-600 aria-expanded:bg-brand-50';

function TileBody({ icon: Icon, label, tone }: { icon: LucideIcon; label: ReactNode; tone: TileTone }) {
  return (
    <>
      <span className={`flex size-10 items-center justify-center rounded-xl ${iconTones[tone]}`}>
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="text-sm leading-snug font-semibold text-slate-900">{label}</span>
    </>
  );
}

interface TileBase {
  icon: LucideIcon;
  label: string;
  tone?: TileTone;
}

/**
 * A navigation tile: a link when it has a destination, otherwise a button (a toast, or a view that opens
 * in place, which reports its state through aria-expanded).
 */
export function Tile(
  props: TileBase & ({ to: string } | { onClick: () => void; expanded?: boolean; controls?: string }),
) {
  const tone = props.tone ?? 'brand';
  if ('to' in props) {
    return (
      <Link to={props.to} className={tileClass}>
        <TileBody icon={props.icon} label={props.label} tone={tone} />
      </Link>
    );
  }
  return (
    <button
      type="button"
      onClick={props.onClick}
      aria-expanded={props.expanded}
      aria-controls={props.controls}
      className={tileClass}
    >
      <TileBody icon={props.icon} label={props.label} tone={tone} />
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
