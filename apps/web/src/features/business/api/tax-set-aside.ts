import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaxSettings } from '@tourniquet/domain/contracts';
import type { TaxSetAside } from '@tourniquet/domain/contracts';
import { api } from '../../../lib/api.ts';

const KEY = ['reports', 'business', 'tax-set-aside'] as const;

/** This year's set-aside and the four federal payments (GET /api/business/tax-set-aside). */
export function useTaxSetAside() {
  return useQuery({ queryKey: KEY, queryFn: () => api<TaxSetAside>('/api/business/tax-set-aside') });
}

/** Saves the user's rate (PUT /api/business/tax-settings), then reloads the figures. */
export function useSaveTaxRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ratePercent: number) =>
      api<TaxSettings>('/api/business/tax-settings', { method: 'PUT', body: { ratePercent } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
