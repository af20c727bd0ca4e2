import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { previewStatement } from '../api/send-statement.ts';
import { peekText, readFileStart, type FilePeek } from '../lib/file-peek.ts';
import type { ImportPreview } from '@tourniquet/domain/contracts';
import { AUTO_SETTINGS, type ImportSettings } from '../api/import-settings.ts';

export interface PreviewState {
  /** The choices of the latest request (what the controls show). */
  settings: ImportSettings;
  /** The last preview that came back: kept while a new one loads or when it fails, so the controls stay. */
  preview: ImportPreview | null;
  peek: FilePeek;
  loading: boolean;
  error: string | null;
}

const EMPTY: PreviewState = {
  settings: AUTO_SETTINGS,
  preview: null,
  peek: new Map(),
  loading: false,
  error: null,
};

async function loadPreview(
  accountId: string | null,
  file: File,
  settings: ImportSettings,
  signal: AbortSignal,
  accountType: string | undefined,
) {
  const preview = await previewStatement(accountId, file, settings, signal, accountType);
  const reference = preview.headerLine ?? preview.rows[0]?.line ?? 1;
  const peek = peekText(await readFileStart(file), preview.format, reference);
  return { preview, peek };
}

/**
 * The server's preview of a file under the user's choices. Each change runs it again; an answer that a
 * newer request has overtaken is dropped, and the request in flight is aborted when the dialog closes.
 */
export function useStatementPreview() {
  const [state, setState] = useState<PreviewState>(EMPTY);
  const latest = useRef(0);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  /** `accountType`: a new account's chosen type, which the preview's categories follow. */
  const run = useCallback(
    (accountId: string | null, file: File, settings: ImportSettings, accountType?: string) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const request = ++latest.current;
      setState((s) => ({ ...s, settings, loading: true, error: null }));
      loadPreview(accountId, file, settings, controller.signal, accountType).then(
        ({ preview, peek }) => {
          if (request === latest.current) setState({ settings, preview, peek, loading: false, error: null });
        },
        (err: unknown) => {
          if (request !== latest.current) return;
          const message =
            err instanceof ApiError
              ? err.message
              : 'The file could not be read. Check it is a bank statement and try again.';
          setState((s) => ({ ...s, loading: false, error: message }));
        },
      );
    },
    [],
  );

  const reset = useCallback(() => {
    inFlight.current?.abort();
    latest.current += 1;
    setState(EMPTY);
  }, []);

  return { ...state, run, reset };
}
