import { Screen } from '../../components/ui/screen.tsx';
import { TermsView } from '../../features/legal/components/terms-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

// Public: no access check (docs/product.md#6-access).
export function Component() {
  useDocumentTitle('Terms of Service');
  return (
    <Screen>
      <TermsView />
    </Screen>
  );
}
