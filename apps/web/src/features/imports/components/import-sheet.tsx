import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useReturnFocus } from '../../../components/ui/return-focus.ts';

/**
 * The import dialog's frame: a tall card in the phone column whose middle scrolls while the title and the
 * step's actions stay in view. Escape and the close button leave unless `locked` (while the server saves).
 */
export function ImportSheet({
  open,
  onClose,
  locked,
  title,
  description,
  children,
  actions,
}: {
  open: boolean;
  onClose: () => void;
  locked: boolean;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && !locked && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[1px]" />
        <RadixDialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1rem)] max-w-[414px] -translate-x-1/2 -translate-y-1/2 flex-col rounded-card bg-white shadow-2xl focus:outline-none"
        >
          <div className="flex items-start gap-3 border-b border-slate-100 px-5 pt-5 pb-4">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <RadixDialog.Title className="text-lg font-bold tracking-tight text-slate-900">
                {title}
              </RadixDialog.Title>
              <RadixDialog.Description className="text-sm leading-relaxed text-slate-600">
                {description}
              </RadixDialog.Description>
            </div>
            <RadixDialog.Close
              disabled={locked}
              aria-label="Close"
              className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-40"
            >
              <X className="size-5" aria-hidden />
            </RadixDialog.Close>
          </div>
          <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-5 py-4">{children}</div>
          <div className="flex flex-col-reverse gap-2 border-t border-slate-100 px-5 py-4">{actions}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
