import type { IsoDate } from '@tourniquet/domain';
import { priceOn } from './amounts';
import type { HouseholdBuilder, SeriesLine } from './household';
import type { Cadence, SeriesKind } from './types';

export interface FixedSeries {
  id: string;
  file: string;
  cadence: Cadence;
  kind: SeriesKind;
  active: boolean;
  dates: readonly IsoDate[];
  /** [[from, cents], ...]: one step is a flat price, more steps are price changes. */
  prices: readonly (readonly [IsoDate, number])[];
  line: (date: IsoDate, index: number) => SeriesLine;
  direction?: 'out' | 'in';
  traps?: string[];
}

/** A fixed-price series (a subscription, a premium, a loan payment): the common case, in one call. */
export function fixedSeries(h: HouseholdBuilder, spec: FixedSeries): void {
  h.addSeries({
    ...spec,
    fixed: true,
    direction: spec.direction ?? 'out',
    amountCents: (date) => priceOn(spec.prices, date),
  });
}

/** A subscription line whose text never changes. */
export function sameText(description: string, merchant: string, category: string, wrongMerchant?: string) {
  return (): SeriesLine => ({ description, merchant, category, ...(wrongMerchant ? { wrongMerchant } : {}) });
}

export const ALWAYS = '2000-01-01';
