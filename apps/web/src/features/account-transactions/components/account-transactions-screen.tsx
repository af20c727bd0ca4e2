import { useParams, useSearchParams } from 'react-router';
import { Screen } from '../../../components/ui/screen.tsx';
import { AccountView } from './account-view.tsx';
import { AllTransactionsView } from './all-transactions-view.tsx';
import { RecurringPatternView } from './recurring-pattern-view.tsx';

/**
 * /account-transactions/:accountId? (docs/product.md#2-screens): a recurring pattern's transactions when the query
 * names them (transactionIds, merchant), else one account's, else every account's.
 */
export function AccountTransactionsScreen() {
  const { accountId } = useParams();
  const [search] = useSearchParams();
  const ids = (search.get('transactionIds') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const merchant = search.get('merchant') ?? '';
  const pattern = ids.length > 0 || merchant.trim() !== '';
  return (
    <Screen>
      {pattern ? (
        <RecurringPatternView ids={ids} merchant={merchant} />
      ) : accountId ? (
        <AccountView key={accountId} accountId={accountId} />
      ) : (
        <AllTransactionsView />
      )}
    </Screen>
  );
}
