import { useRef } from 'react';

/**
 * Radix Dialog hands focus back to its Trigger on close. Our dialogs are opened from ordinary buttons (a
 * table row, an icon button) without a Trigger, so Radix would drop focus on <body> and a keyboard user
 * would start over at the top of the page. Spread these handlers on Dialog.Content: the element focused
 * when the dialog opened gets focus back when it closes, if it is still on the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Runs before Radix moves focus into the dialog, so the active element is still the opener.
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
