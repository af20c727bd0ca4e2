import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  const location = useLocation();
  useDocumentTitle('Page not found');
  useEffect(() => {
    const path = location.pathname + location.search;
    console.warn('404: page not found', path);
    // Also tell the server, so broken links show up in its log; failures here are not the user's problem.
    void fetch('/api/client-events/not-found', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path }),
    }).catch(() => {});
  }, [location.pathname, location.search]);
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 py-16 text-center">
      <p className="text-6xl font-extrabold tracking-tight text-brand-700">404</p>
      <h1 className="mt-3 text-xl font-semibold text-slate-900">Oops! Page not found</h1>
      <p className="mt-2 text-sm text-slate-600">The page you are looking for does not exist or has moved.</p>
      <ButtonLink to="/" className="mt-6">
        Return to Home
      </ButtonLink>
    </div>
  );
}
