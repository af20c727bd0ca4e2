import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { BankExchangeInput, BankExchangeResult } from '@tourniquet/domain/contracts';

export function exchangePublicToken(input: BankExchangeInput) {
  return api<BankExchangeResult>('/api/bank/exchange-public-token-enhanced', {
    body: input,
  });
}

/** Stores the Item and its accounts; the server starts the first transactions sync in the background. */
export function useExchangePublicToken() {
  return useMutation({ mutationFn: exchangePublicToken });
}
