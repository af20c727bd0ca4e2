import { Screen } from '../../components/ui/screen.tsx';
import { SecuritySettingsView } from '../../features/profile/components/security-settings-view.tsx';
import { RequireUser } from '../../features/session/guards.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Security Settings');
  return (
    <RequireUser>
      {(user) => (
        <Screen>
          <SecuritySettingsView user={user} />
        </Screen>
      )}
    </RequireUser>
  );
}
