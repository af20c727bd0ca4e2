import { useCallback } from 'react';
import { useNavigate } from 'react-router';

export type SearchPatch = Record<string, string | null>;

/**
 * Changes some query values and keeps the others, starting from the address as it is now
 * (window.location), not from the render that made the callback: React Router's functional
 * setSearchParams starts from its render's snapshot, so two changes in one tick (the Display Criteria
 * writing back the account choice while a drill-down opens) undo each other, and the drill-down closes.
 * null or '' removes a value.
 */
export function useSearchParamsUpdate() {
  const navigate = useNavigate();
  return useCallback(
    (patch: SearchPatch, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      const search = next.toString();
      void navigate({ pathname: window.location.pathname, search: search ? `?${search}` : '' }, options);
    },
    [navigate],
  );
}
