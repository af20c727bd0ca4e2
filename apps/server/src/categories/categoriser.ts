/**
 * The server's one entry into the pure categoriser (packages/domain/src/categories/categoriser),
 * plus the edit list's words, which the server applies as the user's own choice.
 */
import { TRANSACTION_EDIT_CATEGORIES, type TransactionEditCategory } from '@tourniquet/domain';

export {
  categorise,
  learnCategories,
  merchantKeyOf,
  pfcOfEditCategory,
  type Categorised,
  type CategoriseRow,
  type CategorySource,
  type LearnedCategories,
  type LearnedExample,
} from '@tourniquet/domain';

/** Is this one of the Edit Transaction list's words (a stored legacy list may hold anything)? */
export function isEditWord(value: string | null | undefined): value is TransactionEditCategory {
  return value != null && (TRANSACTION_EDIT_CATEGORIES as readonly string[]).includes(value);
}
