import type { AmountSign, ColumnMapping, DecimalSeparator } from '@tourniquet/domain/contracts';
import type { DateFormat } from '@tourniquet/domain';

/**
 * The user's choices over what the server detected; null keeps the detection. Once the user changes one
 * column, the whole mapping is sent, so what the preview shows is exactly what gets imported.
 */
export interface ImportSettings {
  mapping: ColumnMapping | null;
  dateFormat: DateFormat | null;
  amountSign: AmountSign | null;
  /** A multi-account file's account to import (its index in the preview's `accounts`). */
  account?: string | null;
  decimal?: DecimalSeparator | null;
}

export const AUTO_SETTINGS: ImportSettings = { mapping: null, dateFormat: null, amountSign: null };
