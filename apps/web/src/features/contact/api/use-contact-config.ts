import { useQuery } from '@tanstack/react-query';
import { appConfigQuery, DEFAULT_CONFIG } from '../../../config/use-app-config.ts';

// Same query (and cache entry) as useAppConfig: the contact page's links are part of GET /api/config.
export function useContactConfig() {
  const query = useQuery(appConfigQuery);
  const data = query.data;
  return {
    isPending: query.isPending,
    supportEmail: data?.supportEmail ?? DEFAULT_CONFIG.supportEmail,
    advisorMeetingUrl: data?.advisorMeetingUrl ?? null,
    schedulingUrl: data?.schedulingUrl ?? null,
  };
}
