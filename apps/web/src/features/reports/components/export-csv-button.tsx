import { Download } from 'lucide-react';
import { useState } from 'react';
import type { DisplayCriteriaState } from '../../../components/display-criteria/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { exportTransactionsCsv } from '../api/export-transactions-csv.ts';

/** Export CSV of the transactions behind the report, for the criteria on screen (docs/product.md#7-calls). */
export function ExportCsvButton({ criteria }: { criteria: DisplayCriteriaState }) {
  const [exporting, setExporting] = useState(false);
  return (
    <Button
      variant="secondary"
      disabled={exporting || !criteria.resolved}
      onClick={() => {
        setExporting(true);
        void exportTransactionsCsv(criteria.query).finally(() => setExporting(false));
      }}
    >
      <Download className="size-4" aria-hidden />
      {exporting ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
