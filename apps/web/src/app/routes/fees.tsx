import { FeesScreen } from '../../features/fees/components/fees-screen.tsx';
import { RequireUser } from '../../features/session/guards.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Bank Fees');
  // Signed out: /signin once the session has resolved, like the other financial screens.
  return <RequireUser>{() => <FeesScreen />}</RequireUser>;
}
