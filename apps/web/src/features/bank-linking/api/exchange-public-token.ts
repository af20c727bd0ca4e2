import { useMutation } from '@tanstack/react-query';
import type { AccountConfig } from '@tourniquet/domain';
import { api } from '../../../lib/api.ts';
import type { AccountDto } from '../../accounts/api/account-dto.ts';

export interface ExchangeInput {
  public_token: string;
  institution: { name: string; institution_id: string | null };
  /** One per account chosen in Link; account_id is the provider's id from Link's metadata. */
  account_configs: AccountConfig[];
}

export interface ExchangeResult {
  success: boolean;
  /** The bank was linked already and is working: nothing was added ("First Platypus Bank is already linked"). */
  alreadyLinked?: boolean;
  message?: string;
  accounts: AccountDto[];
}

export function exchangePublicToken(input: ExchangeInput) {
  return api<ExchangeResult>('/api/bank/exchange-public-token-enhanced', {
    body: input,
  });
}

/** Stores the Item and its accounts; the server starts the first transactions sync in the background. */
export function useExchangePublicToken() {
  return useMutation({ mutationFn: exchangePublicToken });
}
