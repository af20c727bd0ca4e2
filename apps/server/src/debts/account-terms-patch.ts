import { aprThousandths } from '@tourniquet/domain';
import type { Db } from '../db/client.ts';
import type { AccountRow } from '../db/queries/accounts.ts';
import { saveUserTerms } from '../db/queries/debt-terms.ts';
import { FieldRefused } from '../domain-error.ts';
import { isDebtAccount } from './debt-accounts.ts';

export interface DebtTermsPatch {
  aprPercent?: number;
  minimumPaymentCents?: number;
}

/**
 * Checks the account patch's debt terms before anything is written: an APR or a minimum belongs to a card
 * or a loan, so on any other account it is a 400 naming the field. Returns the save to run afterwards.
 */
export function debtTermsPatch(
  account: AccountRow,
  patch: DebtTermsPatch,
): ((db: Db) => Promise<void>) | null {
  const { aprPercent, minimumPaymentCents } = patch;
  if (aprPercent === undefined && minimumPaymentCents === undefined) return null;
  if (!isDebtAccount(account)) {
    const field = aprPercent !== undefined ? 'aprPercent' : 'minimumPaymentCents';
    throw new FieldRefused(field, `${field} applies to a card or loan only`);
  }
  return (db) =>
    saveUserTerms(db, account.userId, account.id, {
      ...(aprPercent !== undefined && { aprThousandths: aprThousandths(aprPercent) }),
      ...(minimumPaymentCents !== undefined && { minimumCents: minimumPaymentCents }),
    });
}
