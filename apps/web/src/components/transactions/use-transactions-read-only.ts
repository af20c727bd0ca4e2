import { useQuery } from '@tanstack/react-query';
import { appConfigQuery } from '../../config/use-app-config.ts';

/**
 * The server's TRANSACTIONS_READ_ONLY switch, from GET /api/config (the app's one config query). Until the
 * config has loaded, editing stays hidden rather than flashing in and out.
 */
export function useTransactionsReadOnly(): boolean {
  const { data } = useQuery(appConfigQuery);
  return data === undefined || data.transactionsReadOnly;
}
