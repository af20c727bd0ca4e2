import type { ReactNode } from 'react';

/** The padded content column of a screen, with the spacing every screen shares. */
export function Screen({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`flex flex-1 flex-col gap-6 px-4 pt-4 pb-10 ${className}`}>{children}</div>;
}
