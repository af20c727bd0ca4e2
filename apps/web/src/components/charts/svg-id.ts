import { useId } from 'react';

/** A unique id usable in SVG url(#...) references (React's ids carry characters url() does not accept). */
export function useSvgId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
}
