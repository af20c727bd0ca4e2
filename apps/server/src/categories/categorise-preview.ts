import type { ImportPreview, StatementLayout, StatementRow } from '@tourniquet/domain/contracts';
import type { Db } from '../db/client.ts';
import { fileRowInput, loadLearned } from './categorise-rows.ts';
import { categorise } from './categoriser.ts';

/** A preview as the parser answers it, before its rows carry categories. */
export type UncategorisedPreview = Omit<ImportPreview, 'rows'> & { rows: StatementRow[] };

/**
 * The preview's rows with the category the import will give them: the same categoriser and the
 * user's own learned memory, so the preview never shows "Uncategorized" or the bank's column word for a row
 * the import then files as Groceries.
 */
export async function categorisePreview(
  db: Db,
  userId: string,
  preview: UncategorisedPreview,
  accountType: string,
): Promise<ImportPreview> {
  const learned = await loadLearned(db, userId);
  return {
    ...preview,
    rows: preview.rows.map((row) => ({
      ...row,
      personalCategory: categorise(fileRowInput(row, accountType), learned).category,
    })),
  };
}

/**
 * The account type of a file whose account does not exist yet, when the user did not say: a card when the
 * file is a card's statement, by the rule the import dialog makes the new account with (isCardStatement in
 * apps/web/src/features/imports/lib/new-account.ts), else a bank account.
 */
export function guessedAccountType(
  preview: Pick<StatementLayout, 'account' | 'amountSign' | 'amountSignSource'>,
): 'credit' | 'depository' {
  if (preview.account?.accountType === 'CREDITCARD') return 'credit';
  return preview.amountSign === 'positive-out' && preview.amountSignSource === 'detected'
    ? 'credit'
    : 'depository';
}
