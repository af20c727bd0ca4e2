import type { UploadProgress } from '../api/send-statement.ts';
import { fileSize } from '../lib/import-text.ts';

/**
 * The upload as a real progress bar (bytes sent of the file's size), then "Saving" while the server stores
 * the rows and re-runs the recurring engine and the fee radar.
 */
export function UploadProgressBar({ progress, saving }: { progress: UploadProgress; saving: boolean }) {
  const percent =
    progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 100;
  const label = saving
    ? 'Uploaded. Saving your transactions...'
    : `Uploading ${fileSize(progress.loaded)} of ${fileSize(progress.total)}`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id="import-progress-label" className="font-medium text-slate-800">
          {label}
        </span>
        <span className="tabular text-slate-600">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="import-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%${saving ? ', saving' : ''}`}
        className="h-3 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={`h-full rounded-full bg-brand-700 transition-[width] ${saving ? 'animate-pulse' : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
