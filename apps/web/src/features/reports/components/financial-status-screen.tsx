import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatUsd, NO_CATEGORY_FILTER } from '@tourniquet/domain';
import { useSearchParamsUpdate } from '../../../components/display-criteria/use-search-params-update.ts';
import { Card } from '../../../components/ui/card.tsx';
import {
  CashFlowSummary,
  MOVED_DRILL,
  PEOPLE_DRILL,
  RECEIVED_DRILL,
  type DrillOrigin,
} from './cash-flow-summary.tsx';
import { CategoryDrilldown, MovedDrilldown, PeopleDrilldown } from './category-drilldown.tsx';
import { ExportCsvButton } from './export-csv-button.tsx';
import { NetWorthHistoryCard } from './net-worth-history-card.tsx';
import { ReportFrame } from './report-frame.tsx';
import { SituationSummary } from './situation-summary.tsx';
import { SummaryTabs } from './summary-tabs.tsx';

/**
 * The drill-down the URL names: ?category=&type= for a category, ?flow=moved for money moved, ?flow=people
 * for money paid to other people, ?flow=received for money received from them.
 */
function drillFromParams(params: URLSearchParams): DrillOrigin | null {
  if (params.get('flow') === 'moved') return { category: MOVED_DRILL, type: 'moved' };
  if (params.get('flow') === 'people') return { category: PEOPLE_DRILL, type: 'people' };
  if (params.get('flow') === 'received') return { category: RECEIVED_DRILL, type: 'received' };
  const category = params.get('category');
  if (category === null) return null;
  return { category, type: params.get('type') === 'income' ? 'income' : 'expense' };
}

/**
 * Financial Status (docs/product.md#2-screens): My Situation and My Spending side by side as two headline tiles that
 * switch the detail below (two full tables do not fit a phone column side by side). A category opens its
 * transactions; the drill-down lives in the URL (?category=&type=, or ?flow=moved) so Back and reload keep it. Leaving it
 * (Back to Summary or the browser's Back) shows My Spending again with focus on the row it came from.
 */
export function FinancialStatusScreen() {
  const [params] = useSearchParams();
  const drill = drillFromParams(params);
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
  // From the address as it is now, so a criteria change landing in the same tick cannot undo the drill.
  const patchParams = useSearchParamsUpdate();
  const setDrill = (next: DrillOrigin | null) => {
    const flow =
      next?.type === 'moved' || next?.type === 'people' || next?.type === 'received' ? next.type : null;
    patchParams({
      category: next && !flow ? next.category : null,
      type: next && !flow ? next.type : null,
      flow,
    });
  };

  return (
    <ReportFrame
      title="Financial Status"
      subtitle="Your net worth and your earnings versus spending."
      actions={(criteria) => <ExportCsvButton criteria={criteria} />}
    >
      {(summary, criteria) =>
        drill?.type === 'moved' ? (
          <MovedDrilldown summary={summary} onBack={() => setDrill(null)} />
        ) : drill?.type === 'people' || drill?.type === 'received' ? (
          <PeopleDrilldown summary={summary} flow={drill.type} onBack={() => setDrill(null)} />
        ) : drill ? (
          <CategoryDrilldown
            summary={summary}
            category={drill.category}
            type={drill.type}
            onBack={() => setDrill(null)}
          />
        ) : (
          <div className="flex flex-col gap-4">
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
                      onDrill={(row, type) =>
                        setDrill({ category: row.category ?? NO_CATEGORY_FILTER, type })
                      }
                      onDrillMoved={() => setDrill({ category: MOVED_DRILL, type: 'moved' })}
                      onDrillPeople={(flow) =>
                        setDrill({ category: flow === 'people' ? PEOPLE_DRILL : RECEIVED_DRILL, type: flow })
                      }
                      returnTo={returnTo}
                      onReturned={() => setReturnTo(null)}
                    />
                  ),
                },
              ]}
              wrap={(panel) => <Card className="overflow-hidden">{panel}</Card>}
            />
            <NetWorthHistoryCard criteriaQuery={criteria.query} />
          </div>
        )
      }
    </ReportFrame>
  );
}
