import { DebtsScreen } from '../../features/debts/components/debts-screen.tsx';
import { RequireUser } from '../../features/session/guards.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Debts');
  return <RequireUser>{() => <DebtsScreen />}</RequireUser>;
}
