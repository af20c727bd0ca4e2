import { X } from 'lucide-react';
import { dismissToast, useCurrentToast } from './toast-store.ts';

const styles = {
  destructive: 'border-red-200 bg-red-50 text-red-900',
  neutral: 'border-slate-200 bg-white text-slate-900',
  success: 'border-green-200 bg-green-50 text-green-900',
} as const;

/**
 * Renders the one current toast inside the phone column; destructive toasts interrupt screen readers.
 * It stacks above dialogs (z-50) so a toast shown while a dialog is open can still be read and dismissed.
 */
export function Toaster() {
  const toast = useCurrentToast();
  return (
    <div
      className="pointer-events-none absolute inset-x-0 top-0 z-[60] flex justify-center p-3"
      aria-live="polite"
    >
      {toast && (
        <div
          key={toast.id}
          role={toast.variant === 'destructive' ? 'alert' : 'status'}
          data-variant={toast.variant}
          className={`pointer-events-auto flex w-full items-start gap-3 rounded-card border p-3 shadow-lg ${styles[toast.variant]}`}
        >
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold">{toast.title}</p>
            {toast.description && <p className="mt-0.5 text-sm opacity-90">{toast.description}</p>}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
            aria-label="Dismiss notification"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}
