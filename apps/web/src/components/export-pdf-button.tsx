import { FileText } from 'lucide-react';
import { useState } from 'react';
import { exportReportPdf } from '../lib/export-pdf.ts';
import { Button } from './ui/button.tsx';

/**
 * Export PDF for a report screen: the server builds the file for the criteria on screen (`url` carries
 * them) and the browser saves it. Busy while the file is on its way, so a second click waits.
 */
export function ExportPdfButton({
  url,
  fallbackName,
  disabled = false,
}: {
  url: string;
  fallbackName: string;
  disabled?: boolean;
}) {
  const [exporting, setExporting] = useState(false);
  return (
    <Button
      variant="secondary"
      disabled={disabled || exporting}
      aria-busy={exporting}
      onClick={() => {
        setExporting(true);
        void exportReportPdf(url, fallbackName).finally(() => setExporting(false));
      }}
    >
      <FileText className="size-4" aria-hidden />
      {exporting ? 'Exporting...' : 'Export PDF'}
    </Button>
  );
}
