import { RequireUser } from '../../features/session/guards.tsx';
import { SettingsView } from '../../features/settings/components/settings-view.tsx';
import { Screen } from '../../components/ui/screen.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Settings');
  return (
    <RequireUser>
      {() => (
        <Screen>
          <SettingsView />
        </Screen>
      )}
    </RequireUser>
  );
}
