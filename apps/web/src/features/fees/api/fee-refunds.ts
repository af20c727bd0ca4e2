import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type {
  FeeRefundPatchResponse,
  FeeRefundRequestResponse,
  FeeRefundStatus,
} from '@tourniquet/domain/contracts';

/** The message, phone script and number to ask for a fee back (loaded when the dialog opens). */
export function useRefundRequest(transactionId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['reports', 'fees', 'refund-request', transactionId],
    queryFn: () =>
      api<FeeRefundRequestResponse>(`/api/fees/${encodeURIComponent(transactionId)}/refund-request`),
    enabled,
  });
}

/** PATCH a fee's refund status; every fee figure (Fees, the dashboard card) reloads. */
export function useSetRefundStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ transactionId, refundStatus }: { transactionId: string; refundStatus: FeeRefundStatus }) =>
      api<FeeRefundPatchResponse>(`/api/fees/${encodeURIComponent(transactionId)}`, {
        method: 'PATCH',
        body: { refundStatus },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports', 'fees'] }),
  });
}
