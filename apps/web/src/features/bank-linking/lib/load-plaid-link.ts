import type { PlaidStatic } from './plaid-types.ts';

declare global {
  interface Window {
    Plaid?: PlaidStatic;
  }
}

export const PLAID_SCRIPT_TIMEOUT_MS = 15_000;

// One load per script URL for the page's lifetime: the script defines a global, so a second tag would only
// race the first. A failed load forgets its promise (and its tag) so the next attempt starts clean.
const loads = new Map<string, Promise<PlaidStatic>>();

/**
 * Injects Plaid Link's script (the CDN in production, the simulator's drop-in offline) once and resolves
 * with window.Plaid. Rejects when the script fails to load, loads without defining window.Plaid, or takes
 * longer than `timeoutMs`.
 */
export function loadPlaidLink(scriptUrl: string, timeoutMs = PLAID_SCRIPT_TIMEOUT_MS): Promise<PlaidStatic> {
  if (window.Plaid) return Promise.resolve(window.Plaid);
  const pending = loads.get(scriptUrl);
  if (pending) return pending;

  const load = new Promise<PlaidStatic>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.plaidLink = '';
    const timer = setTimeout(
      () => fail(new Error(`Plaid Link did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
    function fail(error: Error) {
      clearTimeout(timer);
      loads.delete(scriptUrl);
      script.remove();
      reject(error);
    }
    script.addEventListener('load', () => {
      clearTimeout(timer);
      if (window.Plaid) resolve(window.Plaid);
      else fail(new Error('Plaid Link loaded but did not define window.Plaid'));
    });
    script.addEventListener('error', () => fail(new Error(`Plaid Link script failed to load: ${scriptUrl}`)));
    document.head.appendChild(script);
  });
  loads.set(scriptUrl, load);
  return load;
}
