/**
 * Every error the API answers has this body (the server's http/errors.ts builds it; the web reads it in
 * lib/api.ts, the statement upload and the PDF export). requestId is the answer's X-Request-Id, what a
 * user reports and what finds the log lines; the few answers made before a request id exists omit it.
 */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; requestId?: string };
}

/** What a route that only confirms answers ({ success: true }, { ok: true }). */
export interface SuccessResponse {
  success: true;
}
export interface OkResponse {
  ok: true;
}
