// What other features read of Cancel Subscriptions: the stored streams (the dashboard's glance) and where one
// series opens.
export { useRecurringStreams } from './api/get-recurring.ts';
export { seriesHref } from './lib/series-href.ts';
