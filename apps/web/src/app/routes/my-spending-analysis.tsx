import { SpendingAnalysisScreen } from '../../features/reports/components/spending-analysis-screen.tsx';
import { RequireUser } from '../../features/session/guards.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('My Spending Analysis');
  return <RequireUser>{() => <SpendingAnalysisScreen />}</RequireUser>;
}
