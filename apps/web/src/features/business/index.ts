// Business Books' public face: the link card shown on the dashboard and in Settings.
export { BusinessBooksLinkCard } from './components/business-books-link-card.tsx';
