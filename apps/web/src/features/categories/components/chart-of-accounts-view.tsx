import { CHART_OF_ACCOUNTS, CHART_OF_ACCOUNTS_SUBTITLE } from '@tourniquet/domain';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { Badge, Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** Chart of Accounts (docs/product.md#2-screens): one card per category listing its standard accounts. */
export function ChartOfAccountsView() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Chart of Accounts" subtitle={CHART_OF_ACCOUNTS_SUBTITLE} back={<BackButton />} />
      {CHART_OF_ACCOUNTS.map((category) => (
        <Card key={category.key} className="overflow-hidden" aria-labelledby={`coa-${category.key}`}>
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 px-4 py-3">
            <h2 id={`coa-${category.key}`} className="text-base font-semibold text-slate-900">
              {category.label}
            </h2>
            <Badge>{category.accounts.length} accounts</Badge>
          </div>
          <ol role="list" className="divide-y divide-slate-100">
            {category.accounts.map((account) => (
              <li key={account} className="px-4 py-2.5 text-sm text-slate-800">
                {account}
              </li>
            ))}
          </ol>
        </Card>
      ))}
    </div>
  );
}
