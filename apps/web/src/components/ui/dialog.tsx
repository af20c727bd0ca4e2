import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useReturnFocus } from './return-focus.ts';

/**
 * A modal dialog (Radix: focus trap, Escape to close; focus returned to the opener) laid out for the phone
 * column: a sheet-like card centred on screen with the title, a description and a row of actions.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
}) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[1px]" />
        <RadixDialog.Content
          {...returnFocus}
          // At most the screen less 6rem above and below: a toast (at the bottom, over dialogs) never
          // covers its buttons; a taller body scrolls.
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-12rem)] w-[calc(100%-2rem)] max-w-[398px] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-card bg-white p-5 shadow-2xl focus:outline-none"
          {...(description ? {} : { 'aria-describedby': undefined })}
          // Escape in an open combobox closes its list, not the whole dialog (Radix listens first, on the
          // document, so the combobox cannot stop it itself).
          onEscapeKeyDown={(event) => {
            const target = event.target instanceof Element ? event.target : null;
            if (target?.closest('[role="combobox"][aria-expanded="true"]')) event.preventDefault();
          }}
        >
          <div className="flex flex-col gap-1.5">
            <RadixDialog.Title className="text-lg font-bold tracking-tight text-slate-900">
              {title}
            </RadixDialog.Title>
            {description && (
              <RadixDialog.Description className="text-sm leading-relaxed text-slate-600">
                {description}
              </RadixDialog.Description>
            )}
          </div>
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{actions}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
