import { RequireUser } from '../../features/session/guards.tsx';
import { SubscriptionsScreen } from '../../features/subscriptions/components/subscriptions-screen.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Cancel Subscriptions');
  // Signed out: /signin once the session has resolved (spec section 2).
  return <RequireUser>{() => <SubscriptionsScreen />}</RequireUser>;
}
