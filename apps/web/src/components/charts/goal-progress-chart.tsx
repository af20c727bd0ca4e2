import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ReferenceLine,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import { AXIS_TICK, IN_COLOR, OUT_COLOR, OutPattern } from './out-pattern.tsx';
import { useSvgId } from './svg-id.ts';

export interface GoalBar {
  key: string;
  /** "Groceries (spending)" */
  label: string;
  income: boolean;
  /** actual / target in percent, rounded. */
  percent: number;
}

/** Bars past this read as "way past": drawn to the edge, the label carries the real figure. */
const AXIS_MAX = 150;

/**
 * Each goal's progress: what came in or went out as a percent of its target, with a line at 100%. Income
 * goals are solid green bars (more is better), spending goals hatched red (staying under is better).
 */
export default function GoalProgressChart({ bars }: { bars: readonly GoalBar[] }) {
  const hatch = useSvgId('goal-out');
  const data = bars.map((b) => ({ ...b, shown: Math.min(b.percent, AXIS_MAX) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 4, right: 40, bottom: 0, left: 0 }}
        accessibilityLayer={false}
        barCategoryGap="25%"
      >
        <defs>
          <OutPattern id={hatch} />
        </defs>
        <CartesianGrid stroke="#e2e8f0" horizontal={false} />
        <XAxis
          type="number"
          domain={[0, AXIS_MAX]}
          ticks={[0, 50, 100, 150]}
          tickFormatter={(v: number) => `${v}%`}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={{ stroke: '#cbd5e1' }}
        />
        <YAxis
          type="category"
          dataKey="label"
          width={118}
          tick={{ ...AXIS_TICK, fill: '#334155' }}
          tickLine={false}
          axisLine={false}
          interval={0}
        />
        <ReferenceLine x={100} stroke="#0f172a" strokeDasharray="4 3" />
        <Bar dataKey="shown" isAnimationActive={false} radius={[0, 3, 3, 0]}>
          {data.map((b) => (
            <Cell
              key={b.key}
              fill={b.income ? IN_COLOR : `url(#${hatch})`}
              stroke={b.income ? IN_COLOR : OUT_COLOR}
            />
          ))}
          <LabelList
            dataKey="percent"
            position="right"
            formatter={(v) => `${String(v)}%`}
            style={{ fontSize: 11, fill: '#334155' }}
          />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
