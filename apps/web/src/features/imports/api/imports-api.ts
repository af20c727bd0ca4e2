import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ImportsResponse, UndoImportResult } from '@tourniquet/domain/contracts';
import { TRANSACTIONS_KEY } from '../../../components/transactions/use-transactions.ts';
import { api } from '../../../lib/api.ts';

export const importsQuery = queryOptions({
  queryKey: ['imports'],
  queryFn: () => api<ImportsResponse>('/api/imports').then((r) => r.imports),
});

/** The user's import batches, newest first (undone ones stay listed). */
export function useImports() {
  return useQuery(importsQuery);
}

/**
 * An import or its undo changes the rows behind every list, report, goal, recurring stream and fee (the
 * server has already re-run the recurring engine and the fee radar), and the imports list itself.
 */
export function invalidateAfterImport(queryClient: QueryClient) {
  return Promise.all(
    [
      TRANSACTIONS_KEY,
      ['accounts'],
      ['reports'],
      ['recurring'],
      ['fees'],
      ['goals'],
      importsQuery.queryKey,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

export function undoImport(batchId: string) {
  return api<UndoImportResult>(`/api/imports/${encodeURIComponent(batchId)}`, {
    method: 'DELETE',
  });
}

/** "Undo import": removes exactly that batch's rows. A 409 means it was already undone; the list reloads either way. */
export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoImport,
    onSettled: () => invalidateAfterImport(queryClient),
  });
}
