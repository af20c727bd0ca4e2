import { useSyncExternalStore } from 'react';

// One toast at a time (docs/product.md#9-constants): a new toast replaces the one showing.
export type ToastVariant = 'destructive' | 'neutral' | 'success';
export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

const DEFAULT_DURATION_MS = 5000;
let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function toast(input: {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
}) {
  clearTimeout(timer);
  current = {
    id: nextId++,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'neutral',
  };
  const id = current.id;
  timer = setTimeout(() => dismissToast(id), input.durationMs ?? DEFAULT_DURATION_MS);
  emit();
}

export function dismissToast(id?: number) {
  if (current && (id === undefined || current.id === id)) {
    current = null;
    emit();
  }
}

export function useCurrentToast(): Toast | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}
