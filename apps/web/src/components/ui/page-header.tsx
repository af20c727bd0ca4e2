import type { ReactNode } from 'react';

// The top of every screen: an optional back control, the one h1, and a short line of context. Embedded
// views (a screen shown inside another) pass level={2} so each page keeps a single h1.
export function PageHeader({
  title,
  subtitle,
  back,
  level = 1,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  back?: ReactNode;
  level?: 1 | 2;
  children?: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="flex flex-col">
      {back}
      <Heading
        className={`font-bold tracking-tight text-slate-900 ${level === 1 ? 'text-2xl' : 'text-xl'} ${back ? 'mt-1' : ''}`}
      >
        {title}
      </Heading>
      {subtitle && <p className="mt-1 text-sm leading-relaxed text-slate-600">{subtitle}</p>}
      {children}
    </div>
  );
}
