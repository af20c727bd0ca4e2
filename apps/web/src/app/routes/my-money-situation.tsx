import { MoneySituationScreen } from '../../features/reports/components/money-situation-screen.tsx';
import { RequireUser } from '../../features/session/guards.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('My Money Situation');
  return <RequireUser>{() => <MoneySituationScreen />}</RequireUser>;
}
