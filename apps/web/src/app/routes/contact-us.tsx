import { Screen } from '../../components/ui/screen.tsx';
import { ContactView } from '../../features/contact/components/contact-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

// Public: no access check (docs/product.md#6-access).
export function Component() {
  useDocumentTitle('Contact Us');
  return (
    <Screen>
      <ContactView />
    </Screen>
  );
}
