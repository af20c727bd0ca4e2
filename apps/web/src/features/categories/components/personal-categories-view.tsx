import { categorySummary, PERSONAL_CATEGORY_GROUPS, titleCaseCategory } from '@tourniquet/domain';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CategoryGroupCard } from './category-group-card.tsx';
import { CategorySummaryCard } from './category-summary-card.tsx';

const summary = categorySummary(PERSONAL_CATEGORY_GROUPS);

/** Personal Finance Categories (docs/product.md#2-screens): Back to Dashboard only when shown on its own. */
export function PersonalCategoriesView({ embedded = false }: { embedded?: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        level={embedded ? 2 : 1}
        title="Personal Finance Categories"
        subtitle="This is the complete list of Plaid's official personal finance categories."
        back={embedded ? undefined : <BackButton to="/dashboard" label="Back to Dashboard" />}
      />
      {PERSONAL_CATEGORY_GROUPS.map((group) => (
        <CategoryGroupCard
          key={group.key}
          label={group.label}
          categories={group.categories}
          tone={group.isIncome ? 'gain' : 'bleed'}
          format={titleCaseCategory}
          headingLevel={embedded ? 3 : 2}
        />
      ))}
      <CategorySummaryCard summary={summary} />
    </div>
  );
}
