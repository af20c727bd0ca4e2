import { addDays, daysBetween, type IsoDate } from '../core/dates.ts';
import { roundCents } from '../core/prng.ts';
import { occurrences } from './cadence.ts';
import { priceAt } from './series-catalog.ts';
import type { SeriesSpec, TimelineTransaction } from './types.ts';

/** Every occurrence of a series between history start and the horizon, plus mirror legs of own transfers. */
export function expandSeries(spec: SeriesSpec, start: IsoDate, horizon: IsoDate): TimelineTransaction[] {
  const first = addDays(start, spec.startOffsetDays);
  const stop = spec.stopOffsetDays === null ? horizon : addDays(start, spec.stopOffsetDays);
  const last = stop < horizon ? stop : horizon;
  const out: TimelineTransaction[] = [];
  occurrences(spec.cadence, spec.anchor, first, last).forEach((date, index) => {
    const offset = daysBetween(start, date);
    const factor = spec.variableAmount ? spec.variableAmount(date) : 1;
    const amount = roundCents(priceAt(spec, offset) * factor);
    const base = {
      authorizedDate: date,
      postedDate: addDays(date, spec.pendingDays),
      amount,
      pendingAmount: amount,
      website: spec.website,
      channel: spec.channel,
      foreign: false,
    };
    out.push({
      ...base,
      key: `${spec.key}:${index}`,
      accountKey: spec.accountKey,
      name: spec.name,
      merchantName: spec.merchantName,
      category: spec.category,
      seriesKey: spec.key,
      feeKind: spec.feeKind,
    });
    if (spec.mirror) {
      out.push({
        ...base,
        key: `${spec.key}:${index}:mirror`,
        accountKey: spec.mirror.accountKey,
        name: spec.mirror.name,
        merchantName: null,
        category: spec.mirror.category,
        amount: -amount,
        pendingAmount: -amount,
        seriesKey: null,
        feeKind: null,
      });
    }
  });
  return out;
}
