import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountResponse } from '@tourniquet/domain/contracts';
import { api } from '../../../lib/api.ts';

/**
 * The statement's balance on its day, given after an import whose file stated none: the same
 * "balance on date" as the account's pencil. Net worth and the account list reload with it.
 */
export function useSetStatementBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, cents, date }: { accountId: string; cents: number; date: string }) =>
      api<AccountResponse>(`/api/accounts/${encodeURIComponent(accountId)}`, {
        method: 'PATCH',
        body: { balanceCents: cents, balanceDate: date },
      }).then((r) => r.account),
    onSuccess: () =>
      Promise.all(
        [['accounts'], ['reports'], ['dashboard']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
