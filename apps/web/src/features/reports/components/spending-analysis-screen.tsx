import { FileText, Lightbulb } from 'lucide-react';
import { accountSelectionLabel, formatDate, PERIOD_LABELS } from '@tourniquet/domain';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { EarningsVsSpending } from './earnings-vs-spending.tsx';
import { ExportCsvButton } from './export-csv-button.tsx';
import { ReportFrame } from './report-frame.tsx';
import { SpendingBreakdown } from './spending-breakdown.tsx';
import { SpendingDonutCard } from './spending-donut-card.tsx';
import './report-print.css';

/**
 * My Spending Analysis (spec section 2): earnings versus spending with the verdict and the spending
 * breakdown by category. Export CSV downloads the rows; Export PDF prints this report (print stylesheet)
 * so the browser's "Save as PDF" gives a clean document.
 */
export function SpendingAnalysisScreen() {
  return (
    <div data-print-report className="flex flex-1 flex-col">
      <ReportFrame
        title="My Spending Analysis"
        subtitle="Where your money went, and whether you earned more than you spent."
        actions={(criteria) => (
          <>
            <ExportCsvButton criteria={criteria} />
            <Button variant="secondary" disabled={!criteria.resolved} onClick={() => window.print()}>
              <FileText className="size-4" aria-hidden />
              Export PDF
            </Button>
          </>
        )}
      >
        {(summary, criteria) => (
          <div className="flex flex-col gap-4">
            <p className="hidden text-sm text-slate-700 print:block">
              {PERIOD_LABELS[summary.period.key]}: {formatDate(summary.period.from)} –{' '}
              {formatDate(summary.period.to)} ·{' '}
              {accountSelectionLabel(criteria.selection, criteria.accounts ?? [])}
            </p>
            <EarningsVsSpending cashFlow={summary.cashFlow} criteriaQuery={criteria.query} />
            <SpendingDonutCard spending={summary.cashFlow.spending} criteriaQuery={criteria.query} />
            <SpendingBreakdown spending={summary.cashFlow.spending} criteriaQuery={criteria.query} />
            <ButtonLink to="/contact-us" className="print:hidden">
              <Lightbulb className="size-4" aria-hidden />
              Learn How to Improve
            </ButtonLink>
          </div>
        )}
      </ReportFrame>
    </div>
  );
}
