import { Screen } from '../../components/ui/screen.tsx';
import { AllTransactionsScreen } from '../../features/all-transactions/components/all-transactions-screen.tsx';
import { RequireUser } from '../../features/session/guards.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('All Transactions');
  return (
    <RequireUser>
      {() => (
        <Screen>
          <AllTransactionsScreen />
        </Screen>
      )}
    </RequireUser>
  );
}
