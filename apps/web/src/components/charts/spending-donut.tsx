import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { formatUsd, shareText } from '@tourniquet/domain';

export interface DonutSlice {
  key: string;
  label: string;
  amountCents: number;
}

// Distinct but calm: the bleed red first (the largest category), then hues that stay apart for colour-blind
// readers; the legend beside the donut names each slice, so colour is never the only cue.
const PALETTE = ['#b91c1c', '#ea580c', '#ca8a04', '#0f766e', '#2563eb', '#7c3aed', '#db2777', '#475569'];
const LEGEND_MAX = 6;

export const sliceColor = (index: number) => PALETTE[index % PALETTE.length]!;

/** Spending by category as a donut; tapping a slice opens that category's transactions. */
export default function SpendingDonut({
  slices,
  totalCents,
  onSelect,
}: {
  slices: readonly DonutSlice[];
  totalCents: number;
  onSelect: (key: string) => void;
}) {
  const pct = (cents: number) => shareText(cents, totalCents);
  const legend = slices.slice(0, LEGEND_MAX);
  return (
    <div className="flex h-full items-center gap-3">
      <div className="relative h-full w-[46%] min-w-36 shrink-0">
        <ResponsiveContainer width="100%" height="100%">
          <PieChart accessibilityLayer={false}>
            <Pie
              data={slices as DonutSlice[]}
              dataKey="amountCents"
              nameKey="label"
              innerRadius="58%"
              outerRadius="96%"
              paddingAngle={slices.length > 1 ? 1 : 0}
              stroke="#ffffff"
              strokeWidth={1}
              isAnimationActive={false}
              onClick={(_, index) => {
                const slice = slices[index];
                if (slice) onSelect(slice.key);
              }}
              className="cursor-pointer"
            >
              {slices.map((s, i) => (
                <Cell key={s.key} fill={sliceColor(i)} data-testid="spending-slice" data-category={s.key} />
              ))}
            </Pie>
            <Tooltip formatter={(value, name) => [formatUsd(-Number(value)), name]} />
          </PieChart>
        </ResponsiveContainer>
        <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
          <span className="text-[11px] text-slate-500">Spent</span>
          <span className="tabular text-xs font-bold text-slate-900">{formatUsd(totalCents)}</span>
        </div>
      </div>
      <ul className="flex min-w-0 flex-1 flex-col gap-1.5 text-xs">
        {legend.map((s, i) => (
          <li key={s.key} className="flex min-w-0 items-center gap-1.5">
            <span
              className="size-2.5 shrink-0 rounded-sm"
              style={{ background: sliceColor(i) }}
              aria-hidden
            />
            <span className="min-w-0 flex-1 truncate text-slate-700">{s.label}</span>
            <span className="tabular shrink-0 text-slate-500">{pct(s.amountCents)}</span>
          </li>
        ))}
        {slices.length > LEGEND_MAX && (
          <li className="text-slate-500">+{slices.length - LEGEND_MAX} more in the list below</li>
        )}
      </ul>
    </div>
  );
}
