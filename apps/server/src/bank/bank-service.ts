import { bankBalances } from './bank-balances.ts';
import { bankContext, type BankServiceDeps } from './bank-context.ts';
import { bankLink } from './bank-link.ts';
import { bankRemoval } from './bank-removal.ts';
import { bankSync } from './bank-sync.ts';
import { providerStreamsOf } from './provider-streams.ts';

/**
 * Everything the app does with linked banks, one file per job: linking (bank-link.ts), balances
 * (bank-balances.ts), transaction syncs (bank-sync.ts), the provider's recurring streams
 * (provider-streams.ts) and removal (bank-removal.ts). They throw domain errors (bank-errors.ts) and
 * the provider's BankError, never HTTP ones: the routes translate (routes/bank/bank-http-errors.ts).
 */
export function createBankService(deps: BankServiceDeps) {
  const ctx = bankContext(deps);
  return {
    ...bankLink(ctx),
    ...bankBalances(ctx),
    ...bankSync(ctx),
    ...providerStreamsOf(ctx),
    ...bankRemoval(ctx),
  };
}

export type BankService = ReturnType<typeof createBankService>;
