/**
 * Money out is drawn hatched and money in solid, so the two differ without colour (and in print). Put it
 * inside the chart's <defs>; fill bars with url(#id).
 */
export function OutPattern({ id, color = '#b91c1c' }: { id: string; color?: string }) {
  return (
    <pattern id={id} patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)">
      <rect width="6" height="6" fill={color} />
      <line x1="0" y1="0" x2="0" y2="6" stroke="#ffffff" strokeWidth="2.5" strokeOpacity="0.7" />
    </pattern>
  );
}

export const IN_COLOR = '#15803d';
export const OUT_COLOR = '#b91c1c';
export const AXIS_TICK = { fontSize: 11, fill: '#475569' } as const;
