import type { ApiErrorBody } from '@tourniquet/domain/contracts';
import { toast } from '../components/ui/toast-store.ts';
import { downloadBlob } from './download-file.ts';

function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? fallback;
}

/** The server's own reason when it gives one (premium required, a bad date), else the spec's retry text. */
async function failureText(response: Response | null): Promise<string> {
  const fallback = 'There was an error exporting your data. Please try again.';
  if (!response || response.status >= 500) return fallback;
  const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  return body?.error?.message ?? fallback;
}

/**
 * Downloads a report PDF the server builds (GET /api/reports/*.pdf) and saves it under the server's file
 * name: the browser holds no PDF code. Toasts say whether it worked.
 */
export async function exportReportPdf(url: string, fallbackName: string): Promise<void> {
  let response: Response | null = null;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.ok || !type.startsWith('application/pdf'))
      throw new Error(`export failed: ${response.status}`);
    downloadBlob(fileNameOf(response, fallbackName), await response.blob());
    toast({
      title: 'Export Successful',
      description: 'Your report has been exported to PDF format.',
      variant: 'success',
    });
  } catch {
    toast({ title: 'Export Failed', description: await failureText(response), variant: 'destructive' });
  }
}
