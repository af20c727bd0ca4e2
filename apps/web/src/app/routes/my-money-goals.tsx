import { MyMoneyGoalsScreen } from '../../features/goals/components/my-money-goals-screen.tsx';
import { RequireUser } from '../../features/session/guards.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('My Money Goals');
  // Signed out: /signin. Signed in without premium: the screen shows how to unlock it (docs/product.md#6-access).
  return <RequireUser>{() => <MyMoneyGoalsScreen />}</RequireUser>;
}
