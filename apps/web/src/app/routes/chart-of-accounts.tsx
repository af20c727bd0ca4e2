import { Screen } from '../../components/ui/screen.tsx';
import { ChartOfAccountsView } from '../../features/categories/components/chart-of-accounts-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

// Public: no access check (docs/product.md#6-access).
export function Component() {
  useDocumentTitle('Chart of Accounts');
  return (
    <Screen>
      <ChartOfAccountsView />
    </Screen>
  );
}
