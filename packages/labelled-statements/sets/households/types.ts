import type { IsoDate } from '@tourniquet/domain';

import type { AccountType, Cadence, FeeKind, SeriesKind } from '../../score/labels';

export type { AccountType, Cadence, FeeKind, SeriesKind };

/** How an export fills Merchant and Category: card exports categorise nearly every row, checking rarely. */
export type ExportStyle = 'card' | 'bank';

/** One statement line before noise; amountCents uses the BANK's sign (negative = money out). */
export interface RowInput {
  date: IsoDate;
  description: string;
  amountCents: number;
  /** The cleaned merchant a provider would print; noise may blank it or swap it for a wrong one. */
  merchant: string;
  /** A plausible wrong merchant (the payment processor, a sister brand); else a random one is used. */
  wrongMerchant?: string;
  category: string;
  /** Exact Merchant / Category to print, bypassing noise (a deliberately wrong or empty value). */
  merchantExact?: string;
  categoryExact?: string;
  /** Trap names this line exercises, counted in summary.json for docs/recurring-quality.md. */
  traps?: string[];
}

export interface Row extends RowInput {
  seq: number;
  printedMerchant: string;
  printedCategory: string;
  seriesId?: string;
  feeKind?: FeeKind;
}

export interface SeriesSpec {
  id: string;
  file: string;
  cadence: Cadence;
  kind: SeriesKind;
  /** Fixed-price series get their price changes derived from the amounts; variable series get none. */
  fixed: boolean;
  /** What the author intends; the generator checks it against the "recent enough" rule and fails if not. */
  active: boolean;
  traps: string[];
}
