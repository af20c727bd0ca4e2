import { FinancialStatusScreen } from '../../features/reports/components/financial-status-screen.tsx';
import { RequireUser } from '../../features/session/guards.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Financial Status');
  return <RequireUser>{() => <FinancialStatusScreen />}</RequireUser>;
}
