// What other features read of Cancel Subscriptions: the stored streams (the dashboard's glance).
export { useRecurringStreams } from './api/get-recurring.ts';
