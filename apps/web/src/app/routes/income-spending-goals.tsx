import { IncomeSpendingGoalsScreen } from '../../features/goals/components/income-spending-goals-screen.tsx';
import { RequireUser } from '../../features/session/guards.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Income & Spending Goals');
  return <RequireUser>{() => <IncomeSpendingGoalsScreen />}</RequireUser>;
}
