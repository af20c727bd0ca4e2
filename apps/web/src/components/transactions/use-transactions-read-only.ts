import { useQuery } from '@tanstack/react-query';
import type { AppConfig } from '../../config/use-app-config.ts';
import { api } from '../../lib/api.ts';

/**
 * The server's TRANSACTIONS_READ_ONLY switch, from GET /api/config (same query and cache entry as
 * useAppConfig). Until the config has loaded, editing stays hidden rather than flashing in and out.
 */
export function useTransactionsReadOnly(): boolean {
  const { data } = useQuery({
    queryKey: ['config'],
    queryFn: () => api<AppConfig & { transactionsReadOnly?: boolean }>('/api/config'),
    staleTime: Infinity,
  });
  const config = data as (AppConfig & { transactionsReadOnly?: boolean }) | undefined;
  return config === undefined || config.transactionsReadOnly === true;
}
