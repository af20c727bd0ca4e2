import { Lightbulb } from 'lucide-react';
import { ExportPdfButton } from '../../../components/export-pdf-button.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EarningsVsSpending } from './earnings-vs-spending.tsx';
import { ExportCsvButton } from './export-csv-button.tsx';
import { ReportFrame } from './report-frame.tsx';
import { SpendingBreakdown } from './spending-breakdown.tsx';
import { SpendingDonutCard } from './spending-donut-card.tsx';

/**
 * My Spending Analysis (docs/product.md#2-screens): earnings versus spending with the verdict and the spending
 * breakdown by category. Export CSV downloads the rows; Export PDF downloads the report as the server
 * builds it (GET /api/reports/spending.pdf) for the criteria on screen.
 */
export function SpendingAnalysisScreen() {
  return (
    <div className="flex flex-1 flex-col">
      <ReportFrame
        title="My Spending Analysis"
        subtitle="Where your money went, and whether you earned more than you spent."
        actions={(criteria) => (
          <>
            <ExportCsvButton criteria={criteria} />
            <ExportPdfButton
              url={`/api/reports/spending.pdf?${criteria.query}`}
              fallbackName="spending-analysis.pdf"
              disabled={!criteria.resolved}
            />
          </>
        )}
      >
        {(summary, criteria) => (
          <div className="flex flex-col gap-4">
            <EarningsVsSpending cashFlow={summary.cashFlow} criteriaQuery={criteria.query} />
            <SpendingDonutCard spending={summary.cashFlow.spending} criteriaQuery={criteria.query} />
            <SpendingBreakdown spending={summary.cashFlow.spending} criteriaQuery={criteria.query} />
            <ButtonLink to="/contact-us">
              <Lightbulb className="size-4" aria-hidden />
              Learn How to Improve
            </ButtonLink>
          </div>
        )}
      </ReportFrame>
    </div>
  );
}
