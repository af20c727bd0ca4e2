// The fee radar's public face: the card that leads to it from the dashboard and Cancel Subscriptions.
export { FeesLinkCard } from './components/fees-link-card.tsx';
export { FEES_THIS_YEAR_HREF, useFeesThisYear } from './api/get-fees.ts';
