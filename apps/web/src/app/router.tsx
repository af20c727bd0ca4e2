import { createBrowserRouter, redirect } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { AppShell } from './layout/app-shell.tsx';
import { RouteError } from './route-error.tsx';

// Every screen is a lazy route module (its own chunk) exporting `Component`. Route files stay thin: they
// compose feature components. The table follows docs/product.md#2-screens.
const HABIT_PATHS: Record<string, string> = {
  '/login': '/signin',
  '/log-in': '/signin',
  '/sign-in': '/signin',
  '/signup': '/get-started',
  '/sign-up': '/get-started',
  '/register': '/get-started',
};

export const routes = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    // Shown while the first screen's chunk loads (without it React Router warns on every page load).
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: '/', lazy: () => import('./routes/landing.tsx') },
      { path: '/get-started', lazy: () => import('./routes/get-started.tsx') },
      { path: '/signin', lazy: () => import('./routes/signin.tsx') },
      { path: '/forgot-password', lazy: () => import('./routes/forgot-password.tsx') },
      { path: '/reset-password', lazy: () => import('./routes/reset-password.tsx') },
      { path: '/verify-email', lazy: () => import('./routes/verify-email.tsx') },
      { path: '/account-exists', lazy: () => import('./routes/account-exists.tsx') },
      { path: '/user-details', lazy: () => import('./routes/user-details.tsx') },
      { path: '/onboarding', lazy: () => import('./routes/onboarding.tsx') },
      { path: '/profile', lazy: () => import('./routes/profile.tsx') },
      { path: '/security-settings', lazy: () => import('./routes/security-settings.tsx') },
      { path: '/dashboard', lazy: () => import('./routes/dashboard.tsx') },
      { path: '/linked-accounts', lazy: () => import('./routes/linked-accounts.tsx') },
      { path: '/financial-status', lazy: () => import('./routes/financial-status.tsx') },
      { path: '/my-money-situation', lazy: () => import('./routes/my-money-situation.tsx') },
      { path: '/my-spending-analysis', lazy: () => import('./routes/my-spending-analysis.tsx') },
      { path: '/account-transactions', lazy: () => import('./routes/account-transactions.tsx') },
      { path: '/account-transactions/:accountId', lazy: () => import('./routes/account-transactions.tsx') },
      { path: '/recurring-transactions', lazy: () => import('./routes/recurring-transactions.tsx') },
      { path: '/fees', lazy: () => import('./routes/fees.tsx') },
      { path: '/forecast', lazy: () => import('./routes/forecast.tsx') },
      { path: '/debts', lazy: () => import('./routes/debts.tsx') },
      { path: '/business-books', lazy: () => import('./routes/business-books.tsx') },
      { path: '/to-review', lazy: () => import('./routes/to-review.tsx') },
      { path: '/my-money-goals', lazy: () => import('./routes/my-money-goals.tsx') },
      { path: '/income-spending-goals', lazy: () => import('./routes/income-spending-goals.tsx') },
      { path: '/settings', lazy: () => import('./routes/settings.tsx') },
      { path: '/settings/rules', lazy: () => import('./routes/settings-rules.tsx') },
      { path: '/transactions', lazy: () => import('./routes/transactions.tsx') },
      { path: '/notifications', lazy: () => import('./routes/notifications.tsx') },
      { path: '/notification-settings', lazy: () => import('./routes/notification-settings.tsx') },
      { path: '/plaid-categories', lazy: () => import('./routes/plaid-categories.tsx') },
      { path: '/business-categories', lazy: () => import('./routes/business-categories.tsx') },
      { path: '/test-categories', lazy: () => import('./routes/test-categories.tsx') },
      { path: '/chart-of-accounts', lazy: () => import('./routes/chart-of-accounts.tsx') },
      { path: '/terms', lazy: () => import('./routes/terms.tsx') },
      { path: '/contact-us', lazy: () => import('./routes/contact-us.tsx') },
      // The addresses people type from habit (other apps' words) go to ours, with any query kept.
      ...Object.entries(HABIT_PATHS).map(([path, to]) => ({
        path,
        loader: ({ request }: { request: Request }) => redirect(`${to}${new URL(request.url).search}`),
      })),
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
