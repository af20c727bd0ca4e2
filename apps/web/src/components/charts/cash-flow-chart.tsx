import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsd, type MonthlyFlow } from '@tourniquet/domain';
import { compactUsd, monthLabel, monthTick } from './chart-format.ts';
import { AXIS_TICK, IN_COLOR, OUT_COLOR, OutPattern } from './out-pattern.tsx';
import { useSvgId } from './svg-id.ts';

/** Money in (solid green) against money out (hatched red) per month, side by side. */
export default function CashFlowChart({ months }: { months: readonly MonthlyFlow[] }) {
  const hatch = useSvgId('cash-out');
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
        <YAxis tickFormatter={compactUsd} tick={AXIS_TICK} width={52} tickLine={false} axisLine={false} />
        <Tooltip
          formatter={(value, name) => [
            name === 'Money out' ? formatUsd(-Number(value)) : `+${formatUsd(Number(value))}`,
            name,
          ]}
          labelFormatter={(label) => monthLabel(String(label))}
        />
        <Legend
          verticalAlign="top"
          height={28}
          iconType="square"
          wrapperStyle={{ fontSize: 12 }}
          formatter={(name) => (name === 'Money out' ? 'Money out (−, hatched)' : 'Money in (+)')}
        />
        <Bar
          dataKey="inCents"
          name="Money in"
          fill={IN_COLOR}
          isAnimationActive={false}
          radius={[3, 3, 0, 0]}
        />
        <Bar
          dataKey="outCents"
          name="Money out"
          fill={`url(#${hatch})`}
          stroke={OUT_COLOR}
          isAnimationActive={false}
          radius={[3, 3, 0, 0]}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
