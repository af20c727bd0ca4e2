import { NotificationSettingsScreen } from '../../features/notifications/components/notification-settings-screen.tsx';
import { RequireUser } from '../../features/session/guards.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Notification Settings');
  return <RequireUser>{() => <NotificationSettingsScreen />}</RequireUser>;
}
