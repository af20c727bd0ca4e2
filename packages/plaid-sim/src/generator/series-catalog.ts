import { billSeries } from './series-bills.ts';
import { subscriptionSeries } from './series-subscriptions.ts';
import type { Persona } from '../data/sandbox-users.ts';
import type { SeriesSpec } from './types.ts';

export { priceAt } from './series-spec.ts';

/**
 * The household's recurring series. Offsets are days from the start of history (24 months by default), so
 * price rises, cancellations and new sign-ups land at the same point of every item's story.
 */
export function seriesCatalog(historyDays: number, persona: Persona = 'median'): SeriesSpec[] {
  return [...billSeries(historyDays, persona), ...subscriptionSeries()];
}
