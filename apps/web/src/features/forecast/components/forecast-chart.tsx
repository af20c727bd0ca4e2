import {
  Area,
  AreaChart,
  CartesianGrid,
  ReferenceDot,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDate, formatUsd } from '@tourniquet/domain';
import type { DayBalance } from '@tourniquet/domain/contracts';
import { compactUsd, dateAxisLabel } from '../../../components/charts/chart-format.ts';
import { AXIS_TICK, IN_COLOR, OUT_COLOR } from '../../../components/charts/out-pattern.tsx';

/**
 * The projected end-of-day balance as a line; each day with a known event is a dot (green when money comes
 * in that day, red otherwise), and a dashed zero line shows when the projection goes below zero.
 */
export default function ForecastChart({
  daily,
  eventDays,
}: {
  daily: readonly DayBalance[];
  /** Days with a known event, and whether money came in on them. */
  eventDays: readonly { date: string; income: boolean }[];
}) {
  const byDate = new Map(daily.map((d) => [d.date, d.balanceCents]));
  const anyNegative = daily.some((d) => d.balanceCents < 0);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={dateAxisLabel(daily[0]?.date, daily.at(-1)?.date)}
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
        {anyNegative && <ReferenceLine y={0} stroke={OUT_COLOR} strokeDasharray="4 3" />}
        <Tooltip
          formatter={(value) => [formatUsd(Number(value)), 'Balance']}
          labelFormatter={(label) => formatDate(String(label))}
        />
        <Area
          type="stepAfter"
          dataKey="balanceCents"
          name="Balance"
          stroke="#0f766e"
          strokeWidth={2}
          fill="#0d9488"
          fillOpacity={0.12}
          isAnimationActive={false}
          dot={false}
        />
        {eventDays.map((d) => (
          <ReferenceDot
            key={d.date}
            x={d.date}
            y={byDate.get(d.date) ?? 0}
            r={3.5}
            fill={d.income ? IN_COLOR : OUT_COLOR}
            stroke="#fff"
          />
        ))}
      </AreaChart>
    </ResponsiveContainer>
  );
}
