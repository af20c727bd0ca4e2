import { AccountTransactionsScreen } from '../../features/account-transactions/components/account-transactions-screen.tsx';
import { RequireUser } from '../../features/session/guards.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Account Transactions');
  // Signed out: /signin once the session has resolved (docs/product.md#6-access).
  return <RequireUser>{() => <AccountTransactionsScreen />}</RequireUser>;
}
