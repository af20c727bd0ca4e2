import { RequireUser } from '../../features/session/guards.tsx';
import { SubscriptionsScreen } from '../../features/recurring/components/subscriptions-screen.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Cancel Subscriptions');
  // Signed out: /signin once the session has resolved (docs/product.md#2-screens).
  return <RequireUser>{() => <SubscriptionsScreen />}</RequireUser>;
}
