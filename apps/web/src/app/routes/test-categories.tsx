import { Screen } from '../../components/ui/screen.tsx';
import { CategoriesGate } from '../../features/categories/components/categories-gate.tsx';
import { TestCategoriesView } from '../../features/categories/components/test-categories-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

// Not among the public screens of docs/product.md#6-access, so it needs a user; like the business categories it
// sends visitors without one to /signin.
export function Component() {
  useDocumentTitle('Test Categories');
  return (
    <CategoriesGate redirect>
      <Screen>
        <TestCategoriesView />
      </Screen>
    </CategoriesGate>
  );
}
