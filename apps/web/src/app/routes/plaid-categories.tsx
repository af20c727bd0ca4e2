import { Screen } from '../../components/ui/screen.tsx';
import { CategoriesGate } from '../../features/categories/components/categories-gate.tsx';
import { PersonalCategoriesView } from '../../features/categories/components/personal-categories-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

// Without a user this screen renders nothing (docs/product.md sections 4 and 6), unlike most, which redirect.
export function Component() {
  useDocumentTitle('Personal Finance Categories');
  return (
    <CategoriesGate redirect={false}>
      <Screen>
        <PersonalCategoriesView />
      </Screen>
    </CategoriesGate>
  );
}
