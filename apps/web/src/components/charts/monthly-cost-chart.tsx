import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsd, type MonthlyFlow } from '@tourniquet/domain';
import { compactUsd, monthLabel, monthTick } from './chart-format.ts';
import { AXIS_TICK, OUT_COLOR, OutPattern } from './out-pattern.tsx';
import { useSvgId } from './svg-id.ts';

/** What subscriptions and bills took each month: money out only, hatched red bars. */
export default function MonthlyCostChart({ months }: { months: readonly MonthlyFlow[] }) {
  const hatch = useSvgId('cost-out');
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={months} margin={{ top: 8, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <defs>
          <OutPattern id={hatch} />
        </defs>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis
          dataKey="month"
          tickFormatter={monthTick}
          tick={AXIS_TICK}
          interval="preserveStartEnd"
          tickLine={false}
          axisLine={{ stroke: '#cbd5e1' }}
        />
        <YAxis tickFormatter={compactUsd} tick={AXIS_TICK} width={48} tickLine={false} axisLine={false} />
        <Tooltip
          formatter={(value) => [formatUsd(-Number(value)), 'Subscriptions and bills']}
          labelFormatter={(label) => monthLabel(String(label))}
        />
        <Bar
          dataKey="outCents"
          name="Subscriptions and bills"
          fill={`url(#${hatch})`}
          stroke={OUT_COLOR}
          isAnimationActive={false}
          radius={[3, 3, 0, 0]}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
