import { NotificationsScreen } from '../../features/notifications/components/notifications-screen.tsx';
import { RequireUser } from '../../features/session/guards.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Notifications');
  return <RequireUser>{() => <NotificationsScreen />}</RequireUser>;
}
