import { Screen } from '../../components/ui/screen.tsx';
import { BusinessCategoriesView } from '../../features/categories/components/business-categories-view.tsx';
import { CategoriesGate } from '../../features/categories/components/categories-gate.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

// docs/product.md#9-constants: the loading state shows for at least about 300 ms; no user then means /signin.
const MINIMUM_LOADING_MS = 300;

export function Component() {
  useDocumentTitle('Business Transaction Categories');
  return (
    <CategoriesGate redirect minimumLoadingMs={MINIMUM_LOADING_MS}>
      <Screen>
        <BusinessCategoriesView />
      </Screen>
    </CategoriesGate>
  );
}
