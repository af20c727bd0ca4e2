import { ButtonLink } from '../components/ui/button.tsx';

/** Shown when a route fails to load or render (for example a chunk lost after a deploy). */
export function RouteError() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 px-6 text-center">
      <h1 className="text-xl font-semibold">Something went wrong</h1>
      <p className="text-sm text-slate-600">
        Reload the page to try again. If it keeps happening, contact us.
      </p>
      <ButtonLink to="/">Return to Home</ButtonLink>
    </div>
  );
}
