import {
  BUSINESS_CATEGORY_GROUPS,
  BUSINESS_EXPENSE_GROUPS,
  BUSINESS_INCOME_GROUPS,
  categorySummary,
  titleCaseCategory,
} from '@tourniquet/domain';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CategoryGroupCard } from './category-group-card.tsx';
import { CategorySummaryCard } from './category-summary-card.tsx';

const summary = categorySummary(BUSINESS_CATEGORY_GROUPS);

/**
 * Business Transaction Categories (docs/product.md#2-screens): income groups green with their items as plain
 * labels; expense groups blue with their items title-cased.
 */
export function BusinessCategoriesView() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Business Transaction Categories"
        subtitle="The categories we use to sort business income and expenses for bookkeeping and taxes."
        back={<BackButton to="/dashboard" label="Back to Dashboard" />}
      />
      <section aria-labelledby="business-income-title" className="flex flex-col gap-3">
        <h2 id="business-income-title" className="mt-2 text-lg font-semibold text-slate-900">
          Business Income Categories
        </h2>
        {BUSINESS_INCOME_GROUPS.map((group) => (
          <CategoryGroupCard key={group.key} label={group.label} categories={group.categories} tone="gain" />
        ))}
      </section>
      <section aria-labelledby="business-expense-title" className="flex flex-col gap-3">
        <h2 id="business-expense-title" className="mt-2 text-lg font-semibold text-slate-900">
          Business Expense Categories
        </h2>
        {BUSINESS_EXPENSE_GROUPS.map((group) => (
          <CategoryGroupCard
            key={group.key}
            label={group.label}
            categories={group.categories}
            tone="info"
            format={titleCaseCategory}
          />
        ))}
      </section>
      <CategorySummaryCard summary={summary} expenseTone="info" />
    </div>
  );
}
