import type { ApiErrorBody, AuthErrorBody } from '@tourniquet/domain/contracts';

// The one way the SPA talks to the server: same-origin JSON with the session cookie. Errors arrive in the
// contract's ApiErrorBody shape (better-auth's endpoints: AuthErrorBody) and are thrown as ApiError.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** The answer's JSON as sent, for the few errors that carry more than a message. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/**
 * A read that has not answered by now is given up, so a screen shows its error (and Try again) instead of
 * Loading... for as long as something on the way stalls (docs/product.md#the-first-hour). Writes are not cut: a sync or an import
 * may take longer, and abandoning one half-way would not undo it.
 */
export const READ_TIMEOUT_MS = 10_000;
export const TIMEOUT_MESSAGE = 'Tourniquet is taking too long to answer. Please try again.';

export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    method === 'GET'
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, READ_TIMEOUT_MS)
      : undefined;
  let response: Response;
  let data: unknown;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        init.body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: controller.signal,
    });
    data = response.status === 204 ? undefined : ((await response.json().catch(() => null)) as unknown);
  } catch {
    if (timedOut) throw new ApiError(0, 'timeout', TIMEOUT_MESSAGE);
    throw new ApiError(0, 'network', 'Could not reach Tourniquet. Check your connection and try again.');
  } finally {
    clearTimeout(timer);
  }
  if (response.status === 204) return undefined as T;
  if (!response.ok) {
    const err = (data as Partial<ApiErrorBody> | null)?.error;
    const authErr = data as Partial<AuthErrorBody> | null;
    const message = err?.message ?? authErr?.message ?? 'Something went wrong. Please try again.';
    throw new ApiError(response.status, err?.code ?? authErr?.code ?? 'error', message, err?.fields, data);
  }
  return data as T;
}
