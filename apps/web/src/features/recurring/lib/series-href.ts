/** The query key that opens one series on Cancel Subscriptions (its row opened and scrolled to). */
export const SERIES_PARAM = 'series';

/** Where a series opens: its own row on Cancel Subscriptions, not the top of the list. */
export const seriesHref = (streamId: string) =>
  `/recurring-transactions?${SERIES_PARAM}=${encodeURIComponent(streamId)}`;
