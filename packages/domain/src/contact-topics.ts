/** What an assisted-service request is about: the dashboard's three tiles, or anything else. */
export const CONTACT_TOPICS = ['personal_finance', 'business_bookkeeping', 'taxes', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_TOPIC_LABELS: Readonly<Record<ContactTopic, string>> = {
  personal_finance: 'Personal Finance',
  business_bookkeeping: 'Business Bookkeeping',
  taxes: 'Taxes',
  other: 'Something else',
};
