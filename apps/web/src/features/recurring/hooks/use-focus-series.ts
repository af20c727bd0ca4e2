import { useEffect, useRef } from 'react';

/**
 * The row of the series a link asked for (?series=<id>): scrolled to and given focus once, so a tap on a
 * forecast event lands on that series, its details open, and a screen reader is told where it is.
 */
export function useFocusSeries<T extends HTMLElement>(focused: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!focused || !ref.current) return;
    ref.current.scrollIntoView({ block: 'center' });
    ref.current.focus({ preventScroll: true });
  }, [focused]);
  return ref;
}
