import { useQueryClient } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { ExportPdfButton } from '../../../components/export-pdf-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { goalsQuery } from '../api/goals-api.ts';
import { exportGoalsCsv } from '../lib/export-goals.ts';

/**
 * Export CSV (client-side, docs/product.md#7-calls) and Export PDF, which the server builds for the Display
 * Criteria on screen (GET /api/reports/goals.pdf); `query` is null while the criteria are not resolved.
 */
export function GoalsExportActions({ query }: { query: string | null }) {
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);

  const onExportCsv = async () => {
    setExporting(true);
    try {
      // Fresh from the server, so a goal saved a moment ago on the other screen is in the file.
      exportGoalsCsv(await queryClient.fetchQuery({ ...goalsQuery, staleTime: 0 }));
      toast({
        title: 'Export Successful',
        description: 'Your goals data has been exported to CSV format.',
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Export Failed',
        description: 'There was an error exporting your data. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="grid grid-cols-2 gap-2">
      <Button variant="secondary" onClick={() => void onExportCsv()} disabled={exporting}>
        <FileDown className="size-4" aria-hidden />
        Export CSV
      </Button>
      <ExportPdfButton
        url={`/api/reports/goals.pdf?${query ?? ''}`}
        fallbackName="goals.pdf"
        disabled={query === null}
      />
    </div>
  );
}
