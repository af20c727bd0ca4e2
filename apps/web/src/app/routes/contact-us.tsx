import { Screen } from '../../components/ui/screen.tsx';
import { ContactView } from '../../features/contact/components/contact-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

// Public: no access check (spec section 6).
export function Component() {
  useDocumentTitle('Contact Us');
  return (
    <Screen>
      <ContactView />
    </Screen>
  );
}
