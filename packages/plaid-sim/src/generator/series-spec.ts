import type { IsoDate } from '../core/dates.ts';
import type { SeriesSpec } from './types.ts';

export type SeriesInput = Omit<
  SeriesSpec,
  'priceChanges' | 'stopOffsetDays' | 'feeKind' | 'startOffsetDays' | 'website' | 'channel'
> &
  Partial<
    Pick<
      SeriesSpec,
      'priceChanges' | 'stopOffsetDays' | 'feeKind' | 'startOffsetDays' | 'website' | 'channel'
    >
  >;

export function series(spec: SeriesInput): SeriesSpec {
  return {
    priceChanges: [],
    stopOffsetDays: null,
    feeKind: null,
    startOffsetDays: 0,
    website: null,
    channel: spec.accountKey === 'credit' ? 'online' : 'other',
    ...spec,
  };
}

/** Energy bills peak in winter and summer; the factor is a pure function of the month. */
export function seasonal(date: IsoDate): number {
  const month = Number(date.slice(5, 7));
  return [1.45, 1.35, 1.1, 0.9, 0.8, 0.95, 1.2, 1.3, 1.05, 0.85, 1.0, 1.3][month - 1] ?? 1;
}

export function priceAt(spec: SeriesSpec, offsetDays: number): number {
  let amount = spec.baseAmount;
  for (const change of spec.priceChanges) if (offsetDays >= change.fromOffsetDays) amount = change.amount;
  return amount;
}
