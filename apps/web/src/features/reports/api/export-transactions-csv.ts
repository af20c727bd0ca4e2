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
    const blob = await response.blob();
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response);
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked on the next tick: the download has started by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
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
