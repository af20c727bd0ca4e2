// The review inbox's public face: the "N to review" link shown on the dashboard and in Business Books.
export { ReviewCountLink } from './components/review-count-link.tsx';
