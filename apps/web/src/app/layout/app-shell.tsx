import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from '../../components/ui/toaster.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { Header } from './header.tsx';

/**
 * The phone-width column (docs/product.md#1-purpose): centred, at most 430 px wide; on wide screens it keeps an aspect
 * ratio of 1 to 2.5 like a phone on a desk and scrolls inside; on a phone it is edge to edge.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  // Each screen starts at its top: the column scrolls inside `main` on wide screens, the page on a phone.
  useEffect(() => {
    mainRef.current?.scrollTo?.(0, 0);
    window.scrollTo?.(0, 0);
  }, [pathname]);
  return (
    <div className="flex min-h-dvh justify-center sm:py-6">
      <div
        data-testid="phone-column"
        className="relative flex w-full max-w-[430px] flex-col overflow-hidden bg-slate-50 sm:aspect-[1/2.5] sm:rounded-[2rem] sm:shadow-2xl sm:ring-1 sm:ring-slate-900/10"
      >
        <Header />
        <Toaster />
        <main id="main" ref={mainRef} className="flex flex-1 flex-col overflow-y-auto">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
