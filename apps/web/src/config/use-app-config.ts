import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

// Public, non-secret configuration the server shares with the browser (GET /api/config).
export interface AppConfig {
  productName: string;
  brandName: string;
  supportEmail: string;
  googleSignIn: boolean;
  plaidLinkScriptUrl: string;
}

export const DEFAULT_CONFIG: AppConfig = {
  productName: 'Tourniquet',
  brandName: 'Lumen Business Tools',
  supportEmail: 'support@tourniquet.example',
  googleSignIn: false,
  plaidLinkScriptUrl: '/sim/plaid/link/v2/stable/link-initialize.js',
};

export function useAppConfig(): AppConfig {
  const { data } = useQuery({
    queryKey: ['config'],
    queryFn: () => api<AppConfig>('/api/config'),
    staleTime: Infinity,
  });
  return data ?? DEFAULT_CONFIG;
}
