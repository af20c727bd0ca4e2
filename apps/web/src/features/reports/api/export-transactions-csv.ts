import { downloadBlob } from '../../../lib/download-file.ts';
import { toast } from '../../../components/ui/toast-store.ts';

function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? 'financial-status.csv';
}

/**
 * Downloads the financial-status CSV for the criteria (the server streams it) and saves it under the
 * server's file name, with the spec's toasts.
 */
export async function exportTransactionsCsv(query: string): Promise<void> {
  try {
    const response = await fetch(`/api/reports/transactions.csv?${query}`, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`export failed: ${response.status}`);
    downloadBlob(fileNameOf(response), await response.blob());
    toast({
      title: 'Export Successful',
      description: 'Your financial data has been exported to CSV format.',
      variant: 'success',
    });
  } catch {
    toast({
      title: 'Export Failed',
      description: 'There was an error exporting your data. Please try again.',
      variant: 'destructive',
    });
  }
}
