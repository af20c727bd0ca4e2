import { createBrowserRouter } from 'react-router';
import { AppShell } from './layout/app-shell.tsx';
import { RouteError } from './route-error.tsx';

// Every screen is a lazy route module (its own chunk) exporting `Component`. Route files stay thin: they
// compose feature components. The table follows spec section 2.
export const routes = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: () => import('./routes/landing.tsx') },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
