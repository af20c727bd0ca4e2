import { X } from 'lucide-react';
import { dismissToast, useCurrentToast, type Toast } from './toast-store.ts';

const styles = {
  destructive: 'border-red-200 bg-red-50 text-red-900',
  neutral: 'border-slate-200 bg-white text-slate-900',
  success: 'border-green-200 bg-green-50 text-green-900',
} as const;

/**
 * Renders the one current toast inside the phone column; destructive toasts interrupt screen readers.
 * It stacks above dialogs (z-50) so a toast shown while a dialog is open can still be read and dismissed.
 * It sits at the bottom, where it hides no control: at the top it covered the header's Help and Sign Out
 * and the titles of dialogs (dialogs keep 6rem free above and below; see dialog.tsx). On a phone the page
 * itself scrolls, so the toast is fixed to the screen; on wider screens the column scrolls inside and
 * the toast sits at its bottom edge.
 * Two live regions stay in the page (a polite status, an assertive alert) and the toast is written into
 * one of them: a region that already exists is read reliably, and only once - a live role nested inside
 * another live region would be read twice.
 */
export function Toaster() {
  const toast = useCurrentToast();
  const urgent = toast?.variant === 'destructive';
  return (
    <div
      data-testid="toaster"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:absolute"
    >
      <div role="status" className="w-full">
        {toast && !urgent && <ToastCard key={toast.id} toast={toast} />}
      </div>
      <div role="alert" className="w-full">
        {toast && urgent && <ToastCard key={toast.id} toast={toast} />}
      </div>
    </div>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  return (
    <div
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
  );
}
