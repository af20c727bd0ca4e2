import type { ImportPreview } from '@tourniquet/domain/contracts';
import { ACCOUNT_KINDS, type AccountKindKey } from './import-text.ts';

/** A new account the user named in the import dialog: created only when they import. */
export interface NewAccountDraft {
  name: string;
  accountKind: AccountKindKey;
  /** The user picked the kind themselves: the file's own kind does not override it then. */
  kindChosen: boolean;
}

/**
 * The file is a card's statement: the server says so (`cardStatement`: an OFX CCSTMTRS, a QIF CCard section,
 * a CSV whose Type column says "Sale" or whose header names the card), or its charges are positive by the
 * issuer's own markers (the way card issuers export, detected rather than assumed).
 */
export function isCardStatement(
  preview: Pick<ImportPreview, 'account' | 'amountSign' | 'amountSignSource' | 'cardStatement'>,
) {
  if (preview.cardStatement || preview.account?.accountType === 'CREDITCARD') return true;
  return preview.amountSign === 'positive-out' && preview.amountSignSource === 'detected';
}

/** The kind the new account is made with: the user's choice, else a card when the file is a card's. */
export function newAccountKind(draft: NewAccountDraft, preview: ImportPreview | null): AccountKindKey {
  if (draft.kindChosen || !preview) return draft.accountKind;
  return isCardStatement(preview) ? 'credit-card' : draft.accountKind;
}

/**
 * The account type a new account's preview is categorised for (a card's "MOBILE PYMT" is a card payment):
 * the kind the user chose; undefined leaves it to the server, which guesses as newAccountKind does.
 */
export function previewAccountType(draft: NewAccountDraft | null): string | undefined {
  if (!draft?.kindChosen) return undefined;
  return ACCOUNT_KINDS.find((kind) => kind.key === draft.accountKind)?.type;
}
