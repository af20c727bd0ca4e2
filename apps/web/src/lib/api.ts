// The one way the SPA talks to the server: same-origin JSON with the session cookie. Errors arrive in the
// server's { error: { code, message, fields } } shape and are thrown as ApiError.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      headers:
        init.body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(0, 'network', 'Could not reach Tourniquet. Check your connection and try again.');
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const err = (
      data as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null
    )?.error;
    const message =
      err?.message ??
      (data as { message?: string } | null)?.message ??
      'Something went wrong. Please try again.';
    throw new ApiError(
      response.status,
      err?.code ?? (data as { code?: string } | null)?.code ?? 'error',
      message,
      err?.fields,
    );
  }
  return data as T;
}
