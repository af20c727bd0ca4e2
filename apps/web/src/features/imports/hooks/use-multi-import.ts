import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { createStatementAccount, discardStatementAccount } from '../api/create-statement-account.ts';
import { invalidateAfterImport } from '../api/imports-api.ts';
import type { ImportSettings } from '../api/import-settings.ts';
import { importStatement } from '../api/send-statement.ts';
import {
  DRAFT,
  fileAccountKind,
  fileAccountLabel,
  NEW,
  newAccountName,
  SKIP,
  type Route,
} from '../lib/account-routes.ts';
import type { NewAccountDraft } from '../lib/new-account.ts';
import { accountDisplayName } from '@tourniquet/domain';
import type { AccountDto, FileAccount, ImportResult } from '@tourniquet/domain/contracts';

export interface RoutedResult {
  /** The file's account, as the user saw it. */
  from: string;
  into: string;
  result: ImportResult;
}

export type MultiImportState =
  | { phase: 'idle' }
  | { phase: 'running'; step: number; of: number; done: RoutedResult[] }
  | { phase: 'done'; done: RoutedResult[] }
  | { phase: 'failed'; done: RoutedResult[]; error: string };

/**
 * A file of several accounts imported in one action: one request per account of the file (account=<index>)
 * into the account the user sent it to, a new one created just before its own import. A new account whose
 * import fails (or is left when the dialog closes) is removed again, so nothing empty stays behind; the
 * imports that went in before a failure stay, and the result lists them.
 */
export function useMultiImport() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<MultiImportState>({ phase: 'idle' });
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const start = useCallback(
    async (input: {
      file: File;
      settings: ImportSettings;
      accounts: readonly FileAccount[];
      routes: readonly Route[];
      existing: readonly AccountDto[];
      draft: NewAccountDraft | null;
    }) => {
      const controller = new AbortController();
      inFlight.current = controller;
      const jobs = input.accounts.flatMap((account, i) => {
        const route = input.routes[i] ?? SKIP;
        return route === SKIP ? [] : [{ account, route }];
      });
      const done: RoutedResult[] = [];
      for (const [step, { account, route }] of jobs.entries()) {
        setState({ phase: 'running', step: step + 1, of: jobs.length, done: [...done] });
        let made: AccountDto | null = null;
        try {
          const into =
            route === NEW || route === DRAFT
              ? (made = await createStatementAccount(newAccount(account, route, input.draft)))
              : input.existing.find((a) => a.id === route);
          if (!into) throw new ApiError(404, 'not_found', 'An account chosen for this file is gone.');
          const settings = { ...input.settings, account: String(account.index) };
          const result = await importStatement(into.id, input.file, settings, { signal: controller.signal });
          done.push({ from: fileAccountLabel(account), into: accountDisplayName(into), result });
        } catch (err) {
          if (made) await discardStatementAccount(made.id).catch(() => undefined);
          void invalidateAfterImport(queryClient);
          const error = err instanceof ApiError ? err.message : 'The import failed. Please try again.';
          setState({ phase: 'failed', done, error: `${fileAccountLabel(account)}: ${error}` });
          return;
        }
      }
      void invalidateAfterImport(queryClient);
      setState({ phase: 'done', done });
    },
    [queryClient],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, start, reset };
}

function newAccount(account: FileAccount, route: Route, draft: NewAccountDraft | null) {
  if (route === DRAFT && draft)
    return { name: draft.name, kind: draft.kindChosen ? draft.accountKind : fileAccountKind(account) };
  return { name: newAccountName(account), kind: fileAccountKind(account) };
}
