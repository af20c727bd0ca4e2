import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatUsd, NO_CATEGORY_FILTER } from '@tourniquet/domain';
import { Card } from '../../../components/ui/card.tsx';
import { CashFlowSummary, type DrillOrigin, type DrillType } from './cash-flow-summary.tsx';
import { CategoryDrilldown } from './category-drilldown.tsx';
import { ExportCsvButton } from './export-csv-button.tsx';
import { ReportFrame } from './report-frame.tsx';
import { SituationSummary } from './situation-summary.tsx';
import { SummaryTabs } from './summary-tabs.tsx';

/**
 * Financial Status (spec section 2): My Situation and My Spending side by side as two headline tiles that
 * switch the detail below (two full tables do not fit a phone column side by side). A category opens its
 * transactions; the drill-down lives in the URL (?category=&type=) so Back and reload keep it. Leaving it
 * (Back to Summary or the browser's Back) shows My Spending again with focus on the row it came from.
 */
export function FinancialStatusScreen() {
  const [params, setParams] = useSearchParams();
  const drillCategory = params.get('category');
  const drillType = params.get('type') === 'income' ? 'income' : 'expense';
  const drill: DrillOrigin | null =
    drillCategory === null ? null : { category: drillCategory, type: drillType };
  // Drill-downs only open from My Spending, so a page opened on one returns to that summary.
  const [tab, setTab] = useState(drill ? 'spending' : 'situation');
  const [shownDrill, setShownDrill] = useState(drill);
  const [returnTo, setReturnTo] = useState<DrillOrigin | null>(null);
  if (shownDrill?.category !== drill?.category || shownDrill?.type !== drill?.type) {
    // The URL left or changed the drill-down (our buttons, or the browser's Back and Forward).
    setShownDrill(drill);
    setReturnTo(drill ? null : shownDrill);
    if (drill) setTab('spending');
  }
  const setDrill = (category: string | null, type?: DrillType) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (category === null) {
        next.delete('category');
        next.delete('type');
      } else {
        next.set('category', category);
        next.set('type', type ?? 'expense');
      }
      return next;
    });

  return (
    <ReportFrame
      title="Financial Status"
      subtitle="Your net worth and your earnings versus spending."
      actions={(criteria) => <ExportCsvButton criteria={criteria} />}
    >
      {(summary) =>
        drillCategory !== null ? (
          <CategoryDrilldown
            summary={summary}
            category={drillCategory}
            type={drillType}
            onBack={() => setDrill(null)}
          />
        ) : (
          <SummaryTabs
            active={tab}
            onActiveChange={setTab}
            tabs={[
              {
                key: 'situation',
                title: 'My Situation',
                caption: 'Net worth',
                figure: formatUsd(summary.situation.netWorthCents),
                negative: summary.situation.netWorthCents < 0,
                panel: <SituationSummary situation={summary.situation} />,
              },
              {
                key: 'spending',
                title: 'My Spending',
                caption: 'Net income',
                figure: formatUsd(summary.cashFlow.netIncomeCents),
                negative: summary.cashFlow.netIncomeCents < 0,
                panel: (
                  <CashFlowSummary
                    cashFlow={summary.cashFlow}
                    onDrill={(row, type) => setDrill(row.category ?? NO_CATEGORY_FILTER, type)}
                    returnTo={returnTo}
                    onReturned={() => setReturnTo(null)}
                  />
                ),
              },
            ]}
            wrap={(panel) => <Card className="overflow-hidden">{panel}</Card>}
          />
        )
      }
    </ReportFrame>
  );
}
