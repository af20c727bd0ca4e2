import { ApiError } from '../../../lib/api.ts';
import { contentTypeFor, importUrl } from './import-request.ts';
import type { ApiErrorBody, ImportPreview, ImportResult } from '@tourniquet/domain/contracts';
import type { ImportSettings } from './import-settings.ts';
import { retryWhileBusy } from './retry-while-busy.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
}

type ErrorBody = Partial<ApiErrorBody> | null;

function errorOf(xhr: XMLHttpRequest): ApiError {
  let body: ErrorBody = null;
  try {
    body = JSON.parse(xhr.responseText) as ErrorBody;
  } catch {
    // not JSON: a proxy's error page
  }
  const fallback =
    xhr.status === 413
      ? 'The file is larger than the 10 MB limit. Split it into smaller date ranges.'
      : 'Something went wrong. Please try again.';
  return new ApiError(xhr.status, body?.error?.code ?? 'error', body?.error?.message ?? fallback);
}

/**
 * Sends a statement file as the request body. XMLHttpRequest rather than fetch: only it reports upload
 * progress. Rejects with ApiError (status 0 when the server could not be reached, code 'aborted' when
 * `signal` aborted it).
 */
function sendStatement<T>(
  url: string,
  file: File,
  options: { signal?: AbortSignal; onProgress?: (progress: UploadProgress) => void },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', contentTypeFor(file.name));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) =>
      options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    // Every byte sent: from here the server is saving, whatever the last progress event said.
    xhr.upload.onload = () => options.onProgress?.({ loaded: file.size, total: file.size });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          reject(new ApiError(xhr.status, 'error', 'The server sent an answer that could not be read.'));
        }
      } else reject(errorOf(xhr));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'network', 'Could not reach Tourniquet. Check your connection and try again.'));
    xhr.onabort = () => reject(new ApiError(0, 'aborted', 'The upload was cancelled.'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    if (options.signal?.aborted) return xhr.abort();
    xhr.send(file);
  });
}

/**
 * Parses the file with the given choices and answers the first rows; the server writes nothing. A null
 * account previews a file for an account not created yet.
 */
export function previewStatement(
  accountId: string | null,
  file: File,
  settings: ImportSettings,
  signal?: AbortSignal,
  accountType?: string,
) {
  const url = importUrl(accountId, settings, { preview: true, fileName: file.name, accountType });
  return retryWhileBusy(() => sendStatement<ImportPreview>(url, file, { signal }), signal);
}

/** Imports the file as one batch into the account, reporting upload progress. */
export function importStatement(
  accountId: string,
  file: File,
  settings: ImportSettings,
  options: { signal?: AbortSignal; onProgress?: (progress: UploadProgress) => void },
) {
  const url = importUrl(accountId, settings, { preview: false, fileName: file.name });
  return retryWhileBusy(() => sendStatement<ImportResult>(url, file, options), options.signal);
}
