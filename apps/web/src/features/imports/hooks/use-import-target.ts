import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { accountsQuery } from '../../../data/accounts/get-accounts.ts';
import { createStatementAccount, discardStatementAccount } from '../api/create-statement-account.ts';
import { newAccountKind, type NewAccountDraft } from '../lib/new-account.ts';
import type { AccountDto, ImportPreview } from '@tourniquet/domain/contracts';

/**
 * The account a statement goes into: one the user has, or a new one that exists only as a draft until the
 * user imports. An account made for an import that then fails, is cancelled or is left (the dialog closed) is
 * removed again: choosing "A new account" and walking away leaves nothing behind.
 */
export function useImportTarget(initial: AccountDto | null) {
  const queryClient = useQueryClient();
  const [account, setAccount] = useState(initial);
  const [draft, setDraft] = useState<NewAccountDraft | null>(null);
  const [creating, setCreating] = useState(false);
  // The id of an account made here whose import has not succeeded yet.
  const unconfirmed = useRef<string | null>(null);

  const refreshAccounts = useCallback(
    () => queryClient.invalidateQueries({ queryKey: accountsQuery.queryKey }),
    [queryClient],
  );
  const discard = useCallback(async () => {
    const id = unconfirmed.current;
    if (!id) return;
    unconfirmed.current = null;
    setAccount(null);
    await discardStatementAccount(id).catch(() => undefined);
    await refreshAccounts();
  }, [refreshAccounts]);

  useEffect(
    () => () => {
      const id = unconfirmed.current;
      if (id) void discardStatementAccount(id).catch(() => undefined);
    },
    [],
  );

  const chooseExisting = useCallback((chosen: AccountDto | null) => {
    setDraft(null);
    setAccount(chosen);
  }, []);
  const chooseNew = useCallback((next: NewAccountDraft) => {
    setDraft(next);
    setAccount(null);
  }, []);

  /** The account to import into: the chosen one, or the draft created now (typed by the file if need be). */
  const ensure = useCallback(
    async (preview: ImportPreview | null): Promise<AccountDto> => {
      if (account) return account;
      if (!draft) throw new Error('No account chosen');
      setCreating(true);
      try {
        const made = await createStatementAccount({ name: draft.name, kind: newAccountKind(draft, preview) });
        unconfirmed.current = made.id;
        setAccount(made);
        void refreshAccounts();
        return made;
      } finally {
        setCreating(false);
      }
    },
    [account, draft, refreshAccounts],
  );
  /** The import went in: the account stays. */
  const confirm = useCallback(() => {
    unconfirmed.current = null;
  }, []);

  return { account, draft, creating, chooseExisting, chooseNew, ensure, confirm, discard };
}
