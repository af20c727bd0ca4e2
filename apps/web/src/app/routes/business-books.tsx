import { BusinessBooksScreen } from '../../features/business/components/business-books-screen.tsx';
import { RequireUser } from '../../features/session/guards.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Business Books');
  return <RequireUser>{() => <BusinessBooksScreen />}</RequireUser>;
}
