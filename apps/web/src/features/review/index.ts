// The review inbox's public face (issue 35): the "N to review" link shown on the dashboard and in Business Books.
export { ReviewCountLink } from './components/review-count-link.tsx';
