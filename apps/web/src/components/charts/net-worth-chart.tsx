import {
  Area,
  AreaChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDate, formatUsd, type NetWorthPoint } from '@tourniquet/domain';
import { compactUsd, dateAxisLabel } from './chart-format.ts';
import { AXIS_TICK } from './out-pattern.tsx';
import { useSvgId } from './svg-id.ts';

/** Net worth over the period as a line with a shaded area; below zero the line is dashed red under a zero line. */
export default function NetWorthChart({ points }: { points: readonly NetWorthPoint[] }) {
  const fillId = useSvgId('net-worth-fill');
  const anyNegative = points.some((p) => p.netWorthCents < 0);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <defs>
          <linearGradient id={fillId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#0d9488" stopOpacity={0.3} />
            <stop offset="100%" stopColor="#0d9488" stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={dateAxisLabel(points[0]?.date, points.at(-1)?.date)}
          tick={AXIS_TICK}
          minTickGap={24}
          tickLine={false}
          axisLine={{ stroke: '#cbd5e1' }}
        />
        <YAxis
          tickFormatter={compactUsd}
          tick={AXIS_TICK}
          width={52}
          tickLine={false}
          axisLine={false}
          domain={['auto', 'auto']}
        />
        {anyNegative && <ReferenceLine y={0} stroke="#64748b" strokeDasharray="4 3" />}
        <Tooltip
          formatter={(value) => [formatUsd(Number(value)), 'Net worth']}
          labelFormatter={(label) => formatDate(String(label))}
        />
        <Area
          type="monotone"
          dataKey="netWorthCents"
          name="Net worth"
          stroke="#0f766e"
          strokeWidth={2}
          fill={`url(#${fillId})`}
          isAnimationActive={false}
          dot={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
