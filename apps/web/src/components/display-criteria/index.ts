export { DisplayCriteriaBar } from './display-criteria-bar.tsx';
export { SelectAccountsDialog } from './select-accounts-dialog.tsx';
export {
  useDisplayCriteria,
  type DisplayCriteriaState,
  type ResolvedCriteria,
} from './use-display-criteria.ts';
