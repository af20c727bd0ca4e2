import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { invalidateAfterImport } from '../api/imports-api.ts';
import { importStatement, type UploadProgress } from '../api/send-statement.ts';
import type { ImportResult } from '@tourniquet/domain/contracts';
import type { ImportSettings } from '../api/import-settings.ts';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'sending'; progress: UploadProgress }
  /** Every byte is sent; the server is saving the rows and re-running the recurring engine and fee radar. */
  | { phase: 'saving'; progress: UploadProgress }
  | { phase: 'done'; result: ImportResult }
  | { phase: 'failed'; error: string };

/** The import itself: upload progress, then the result; every screen's data reloads after it. */
export function useStatementUpload() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const start = useCallback(
    (accountId: string, file: File, settings: ImportSettings) => {
      const controller = new AbortController();
      inFlight.current = controller;
      setState({ phase: 'sending', progress: { loaded: 0, total: file.size } });
      importStatement(accountId, file, settings, {
        signal: controller.signal,
        onProgress: (progress) =>
          setState({ phase: progress.loaded >= progress.total ? 'saving' : 'sending', progress }),
      }).then(
        (result) => {
          setState({ phase: 'done', result });
          void invalidateAfterImport(queryClient);
        },
        (err: unknown) => {
          if (err instanceof ApiError && err.code === 'aborted') {
            // The last bytes may have reached the server before the abort: reload what it may have saved.
            void invalidateAfterImport(queryClient);
            return setState({ phase: 'idle' });
          }
          setState({
            phase: 'failed',
            error: err instanceof ApiError ? err.message : 'The import failed. Please try again.',
          });
        },
      );
    },
    [queryClient],
  );

  /** Stops an upload still sending; nothing is saved until the server has the whole file. */
  const cancel = useCallback(() => inFlight.current?.abort(), []);
  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, start, cancel, reset };
}
