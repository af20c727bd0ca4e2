import { TEST_EXPENSE_GROUPS, TEST_INCOME_CATEGORIES } from '@tourniquet/domain';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CategoryGroupCard } from './category-group-card.tsx';

const expenseCount = TEST_EXPENSE_GROUPS.reduce((sum, group) => sum + group.categories.length, 0);

/** Test Categories (docs/product.md#2-screens): a static list of income categories and expense groups with counts. */
export function TestCategoriesView() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Test Categories"
        subtitle={`${TEST_INCOME_CATEGORIES.length} income categories and ${TEST_EXPENSE_GROUPS.length} expense groups (${expenseCount} expense categories).`}
        back={<BackButton />}
      />
      <section aria-labelledby="test-income-title" className="flex flex-col gap-3">
        <h2 id="test-income-title" className="mt-2 text-lg font-semibold text-slate-900">
          Income Categories
        </h2>
        <CategoryGroupCard label="Income" categories={TEST_INCOME_CATEGORIES} tone="gain" />
      </section>
      <section aria-labelledby="test-expense-title" className="flex flex-col gap-3">
        <h2 id="test-expense-title" className="mt-2 text-lg font-semibold text-slate-900">
          Expense Category Groups
        </h2>
        {TEST_EXPENSE_GROUPS.map((group) => (
          <CategoryGroupCard key={group.key} label={group.label} categories={group.categories} tone="bleed" />
        ))}
      </section>
    </div>
  );
}
