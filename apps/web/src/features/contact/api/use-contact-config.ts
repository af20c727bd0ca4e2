import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CONFIG, type AppConfig } from '../../../config/use-app-config.ts';
import { api } from '../../../lib/api.ts';

/** The contact page's part of GET /api/config; null means the URL is not configured on the server. */
export interface ContactConfig {
  advisorMeetingUrl: string | null;
  schedulingUrl: string | null;
}

// Same query (and cache entry) as useAppConfig, read with the contact fields the server adds to it.
export function useContactConfig() {
  const query = useQuery({
    queryKey: ['config'],
    queryFn: () => api<AppConfig & Partial<ContactConfig>>('/api/config'),
    staleTime: Infinity,
  });
  const data = query.data as (AppConfig & Partial<ContactConfig>) | undefined;
  return {
    isPending: query.isPending,
    supportEmail: data?.supportEmail ?? DEFAULT_CONFIG.supportEmail,
    advisorMeetingUrl: data?.advisorMeetingUrl ?? null,
    schedulingUrl: data?.schedulingUrl ?? null,
  };
}
