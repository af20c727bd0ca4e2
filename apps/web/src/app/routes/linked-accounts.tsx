import { AccountsScreen } from '../../features/accounts/components/accounts-screen.tsx';
import { ConfigureAccountsDialog } from '../../features/bank-linking/components/configure-accounts-dialog.tsx';
import { LinkAccountButton } from '../../features/bank-linking/components/link-account-button.tsx';
import { useBankLink } from '../../features/bank-linking/hooks/use-bank-link.ts';
import { RequireUser } from '../../features/session/guards.tsx';
import { useAccounts } from '../../data/accounts/get-accounts.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The accounts page with the link control plugged in (the two features meet here, not in each other). */
function LinkedAccounts() {
  const link = useBankLink();
  const linked = (useAccounts().data ?? []).some((a) => !a.isManual);
  return (
    <>
      <AccountsScreen linkButton={(props) => <LinkAccountButton link={link} first={!linked} {...props} />} />
      <ConfigureAccountsDialog accounts={link.newAccounts} onClose={link.closeConfigure} />
    </>
  );
}

export function Component() {
  useDocumentTitle('Linked Accounts');
  // Signed out: /signin once the session has resolved (docs/product.md#2-screens).
  return <RequireUser>{() => <LinkedAccounts />}</RequireUser>;
}
