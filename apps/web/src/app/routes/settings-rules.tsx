import { Screen } from '../../components/ui/screen.tsx';
import { RequireUser } from '../../features/session/guards.tsx';
import { RulesScreen } from '../../features/rules/components/rules-screen.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Rules');
  return (
    <RequireUser>
      {() => (
        <Screen>
          <RulesScreen />
        </Screen>
      )}
    </RequireUser>
  );
}
