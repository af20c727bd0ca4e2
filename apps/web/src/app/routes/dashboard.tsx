import { useLayoutEffect } from 'react';
import { RequireUser } from '../../features/session/guards.tsx';
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  useDocumentTitle('Dashboard');
  // The dashboard always opens at its top (docs/product.md#2-screens); the phone column scrolls inside <main>.
  useLayoutEffect(() => {
    document.getElementById('main')?.scrollTo(0, 0);
    window.scrollTo(0, 0);
  }, []);
  return <RequireUser>{() => <DashboardScreen />}</RequireUser>;
}
