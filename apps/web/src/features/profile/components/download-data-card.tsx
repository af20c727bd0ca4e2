import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { downloadBlob } from '../../../lib/download-file.ts';
import { SettingsSection } from './settings-section.tsx';

function megabytes(bytes: number) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * GET /api/export, read as it streams in (so the card can say how much has arrived), then saved under the
 * name the server gives it: tourniquet-export-YYYY-MM-DD.zip.
 */
async function fetchExport(onBytes: (received: number) => void) {
  const response = await fetch('/api/export', {
    credentials: 'same-origin',
    headers: { Accept: 'application/zip' },
  });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'tourniquet-export.zip';
  const reader = response.body.getReader();
  const parts: BlobPart[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onBytes(received);
  }
  return { blob: new Blob(parts, { type: 'application/zip' }), fileName };
}

/** "Download my data": everything the app keeps about the user, as spreadsheets and one JSON file. */
export function DownloadDataCard() {
  const [received, setReceived] = useState<number | null>(null);
  const busy = received !== null;
  const download = async () => {
    setReceived(0);
    try {
      const { blob, fileName } = await fetchExport(setReceived);
      downloadBlob(fileName, blob);
      toast({
        title: 'Export Successful',
        description: `Your data was saved as ${fileName}.`,
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Export Failed',
        description: 'There was an error exporting your data. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setReceived(null);
    }
  };
  return (
    <SettingsSection
      title="Your Data"
      description="A zip file of everything we keep for you: your profile, accounts, transactions, goals, recurring decisions and imports, as spreadsheets (CSV) and one JSON file. Passwords, bank tokens and two-factor secrets are never included."
    >
      <Button
        variant="secondary"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void download()}
      >
        {busy ? (
          <Loader2 className="size-4 animate-spin" aria-hidden />
        ) : (
          <Download className="size-4" aria-hidden />
        )}
        Download my data
      </Button>
      <p role="status" className="-mt-2 text-center text-xs text-slate-600 empty:hidden">
        {busy ? `Preparing your file... ${megabytes(received)}` : ''}
      </p>
    </SettingsSection>
  );
}
