import { Screen } from '../../components/ui/screen.tsx';
import { ProfileSettingsView } from '../../features/profile/components/profile-settings-view.tsx';
import { RequireUser } from '../../features/session/guards.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Profile Settings');
  return (
    <RequireUser>
      {() => (
        <Screen>
          <ProfileSettingsView />
        </Screen>
      )}
    </RequireUser>
  );
}
