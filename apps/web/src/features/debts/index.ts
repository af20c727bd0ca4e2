// Debts' public face: the dashboard's card and the screen's route.
export { DebtsCard, DEBTS_HREF } from './components/debts-card.tsx';
