/** How-to-cancel guides for common US subscriptions, found from a merchant name or statement text. */
export type { CancelGuide } from './cancel-guide';
export { CANCEL_GUIDES, findCancelGuide } from './find-cancel-guide';
