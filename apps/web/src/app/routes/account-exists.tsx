import { AccountExistsView } from '../../features/auth/components/account-exists-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Account Exists');
  return <AccountExistsView />;
}
