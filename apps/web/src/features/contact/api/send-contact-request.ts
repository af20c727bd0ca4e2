import { useMutation } from '@tanstack/react-query';
import type { ContactRequest, ContactRequestResult } from '@tourniquet/domain/contracts';
import { api } from '../../../lib/api.ts';

/** POST /api/contact-requests: the request goes to the support mailbox. */
export function useSendContactRequest() {
  return useMutation({
    mutationFn: (request: ContactRequest) =>
      api<ContactRequestResult>('/api/contact-requests', { body: request }),
  });
}
