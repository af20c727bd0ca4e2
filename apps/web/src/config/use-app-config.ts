import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@tourniquet/domain/contracts';
import { api } from '../lib/api.ts';

// Public, non-secret configuration the server shares with the browser (GET /api/config).
export type { AppConfig };

export const DEFAULT_CONFIG: AppConfig = {
  productName: 'Tourniquet',
  brandName: 'Lumen Business Tools',
  supportEmail: 'support@tourniquet.example',
  googleSignIn: false,
  plaidLinkScriptUrl: '/sim/plaid/link/v2/stable/link-initialize.js',
  transactionsReadOnly: false,
  advisorMeetingUrl: null,
  schedulingUrl: null,
  devMailbox: false,
};

/** One cache entry for the whole app: the config never changes while the page is open. */
export const appConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => api<AppConfig>('/api/config'),
  staleTime: Infinity,
});

export function useAppConfig(): AppConfig {
  const { data } = useQuery(appConfigQuery);
  return data ?? DEFAULT_CONFIG;
}
