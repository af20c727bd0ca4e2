import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps, AppServices } from './app-dependencies.ts';
import { authRoutes } from './routes/auth/auth.routes.ts';
import * as userQueries from './db/queries/users.ts';
import { createWebhookVerifier } from './bank/webhook-verifier.ts';
import { anyBodyUpTo, withBody } from './http/body-policy.ts';
import { MAX_IMPORT_BYTES } from './import/index.ts';
import { unsubscribeRoutes } from './routes/notifications/unsubscribe.routes.ts';
import { contactRoutes } from './routes/contact/contact.routes.ts';
import { accountRoutes } from './routes/account/account.routes.ts';
import { accountsRoutes } from './routes/accounts/accounts.routes.ts';
import { advisorRoutes } from './routes/advisor/advisor.routes.ts';
import { bankRoutes } from './routes/bank/bank.routes.ts';
import { businessRoutes } from './routes/business/business.routes.ts';
import { clientEventsRoutes } from './routes/client-events/client-events.routes.ts';
import { configRoutes } from './routes/config/config.routes.ts';
import { devMailboxRoutes } from './routes/dev/mailbox.routes.ts';
import { exportRoutes } from './routes/export/export.routes.ts';
import { feesRoutes } from './routes/fees/fees.routes.ts';
import { forecastRoutes } from './routes/forecast/forecast.routes.ts';
import { debtsRoutes } from './routes/debts/debts.routes.ts';
import { goalsRoutes } from './routes/goals/goals.routes.ts';
import { healthRoutes } from './routes/health/health.routes.ts';
import { accountImportRoutes, importsRoutes } from './routes/imports/imports.routes.ts';
import { statementPreviewRoutes } from './routes/accounts/statement-preview.routes.ts';
import { FILE_TOO_LARGE } from './routes/imports/read-upload.ts';
import {
  notificationSettingsRoutes,
  notificationsRoutes,
} from './routes/notifications/notifications.routes.ts';
import { profileRoutes } from './routes/profile/profile.routes.ts';
import { recurringRoutes } from './routes/recurring/recurring.routes.ts';
import { reportsPdfRoutes } from './routes/reports/reports-pdf.routes.ts';
import { reportsRoutes } from './routes/reports/reports.routes.ts';
import { reviewRoutes } from './routes/review/review.routes.ts';
import { rulesRoutes } from './routes/rules/rules.routes.ts';
import { transactionsRoutes } from './routes/transactions/transactions.routes.ts';
import { verificationStatusRoutes } from './routes/verification/verification-status.routes.ts';
import { plaidWebhookRoutes } from './routes/webhooks/plaid-webhook.routes.ts';

interface Mount {
  path: string;
  // Each area's routes carry their own variable types; the table only mounts them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  routes: Hono<any>;
  /** The area needs a signed-in user: the session is read once per request, whatever mounts share it. */
  signedIn?: true;
}

/** The statement file is the body of the import route: 10 MB, plus room for a multipart envelope. */
const statementFiles = anyBodyUpTo(MAX_IMPORT_BYTES + 1024 * 1024, 'file_too_large', FILE_TOO_LARGE);

const closedSandbox = () =>
  new Hono().all('/sandbox/*', (c) => c.json({ error: { code: 'not_found', message: 'Not found' } }, 404));

/** Every area of the API (and the few pages outside it), in the order the router tries them. */
function mountTable(deps: AppDeps, s: AppServices): Mount[] {
  const { env, logger, clock } = deps;
  const db = s.db;
  const unsubscribe = unsubscribeRoutes({
    db,
    authSecret: deps.secrets.authSecret,
    productName: env.PRODUCT_NAME,
    publicUrl: env.PUBLIC_URL,
    now: () => clock.now(),
  });
  return [
    { path: '/api/health', routes: healthRoutes(deps.database, deps.jobs) },
    { path: '/api/config', routes: configRoutes(env) },
    { path: '/api/verification-status', routes: verificationStatusRoutes({ db, env, lockout: s.lockout }) },
    {
      path: '/api/advisor-status',
      routes: advisorRoutes({ env, logger, now: () => clock.now().getTime() }),
    },
    {
      path: '/api/contact-requests',
      routes: contactRoutes({
        env,
        mailer: s.jobs.queuedMailer,
        lockout: s.lockout,
        logger,
        now: () => clock.now(),
      }),
    },
    {
      path: '/api/auth',
      routes: authRoutes({
        auth: s.auth,
        env,
        lockout: s.lockout,
        logger,
        emailTaken: (email) => userQueries.emailTaken(db, email),
        // Each sign-in refreshes every linked balance in the background (docs/product.md#4-states).
        // The engine runs too, so an account whose streams were never stored (or are days old) is current.
        onSignIn: deps.onSignIn ?? ((userId) => s.jobs.signInRefresh(userId)),
        notifySecurity: s.notifySecurity,
      }),
    },
    ...(s.devRoutes.mailbox
      ? [
          {
            path: '/dev',
            routes: devMailboxRoutes(db, { loopbackOnly: env.UNSAFE_EXPOSE_DEV_ROUTES !== 'true' }),
          },
        ]
      : []),
    { path: '/api/client-events', routes: clientEventsRoutes(logger) },
    ...(s.bankSetup.simulator
      ? [
          // The simulator's sandbox controls answer 404 unless development routes allow them.
          ...(s.devRoutes.simulatorControls ? [] : [{ path: '/sim/plaid', routes: closedSandbox() }]),
          { path: '/sim/plaid', routes: s.bankSetup.simulator },
        ]
      : []),
    {
      path: '/api/webhooks/plaid',
      routes: plaidWebhookRoutes({
        syncItem: s.jobs.syncItemSoon,
        verify: createWebhookVerifier(s.bankSetup.bank, () => clock.now()),
        logger,
      }),
    },
    { path: '/api/bank', signedIn: true, routes: bankRoutes(s.bankService, s.jobs.syncItem) },
    {
      path: '/api/accounts',
      signedIn: true,
      routes: withBody(
        statementFiles,
        accountImportRoutes({ db, clock, detection: s.detectionRunner, logger }),
      ),
    },
    {
      path: '/api/accounts',
      signedIn: true,
      routes: withBody(statementFiles, statementPreviewRoutes({ db, clock })),
    },
    {
      path: '/api/accounts',
      signedIn: true,
      routes: accountsRoutes({ db, clock, bankService: s.bankService }),
    },
    {
      path: '/api/imports',
      signedIn: true,
      routes: importsRoutes({ db, clock, detection: s.detectionRunner, logger }),
    },
    {
      path: '/api/recurring',
      signedIn: true,
      routes: recurringRoutes({ db, clock, detection: s.detectionRunner }),
    },
    { path: '/api/fees', signedIn: true, routes: feesRoutes({ db, clock }) },
    { path: '/api/export', signedIn: true, routes: exportRoutes({ db, clock }) },
    { path: '/api/goals', signedIn: true, routes: goalsRoutes({ db, clock }) },
    { path: '/api/forecast', signedIn: true, routes: forecastRoutes({ db, clock }) },
    { path: '/api/debts', signedIn: true, routes: debtsRoutes({ db, clock }) },
    {
      path: '/api/transactions',
      signedIn: true,
      routes: transactionsRoutes({ db, clock, readOnly: env.TRANSACTIONS_READ_ONLY === 'true' }),
    },
    { path: '/api/rules', signedIn: true, routes: rulesRoutes({ db, clock }) },
    { path: '/api/notifications', signedIn: true, routes: notificationsRoutes({ db, clock }) },
    {
      path: '/api/notification-settings',
      signedIn: true,
      routes: notificationSettingsRoutes({ db, clock }),
    },
    { path: '/api/unsubscribe', routes: unsubscribe.apiRoutes },
    { path: '/unsubscribe', routes: unsubscribe.pageRoutes },
    { path: '/api/reports', signedIn: true, routes: reportsRoutes({ db, clock }) },
    {
      path: '/api/reports',
      signedIn: true,
      routes: reportsPdfRoutes({ db, clock, productName: env.PRODUCT_NAME }),
    },
    {
      path: '/api/business',
      signedIn: true,
      routes: businessRoutes({ db, clock, productName: env.PRODUCT_NAME }),
    },
    {
      path: '/api/review',
      signedIn: true,
      routes: reviewRoutes({ db, readOnly: env.TRANSACTIONS_READ_ONLY === 'true' }),
    },
    // Profile and account routes check the session themselves (account deletion answers its own 401).
    {
      path: '/api/profile',
      routes: profileRoutes({
        db,
        signedIn: s.signedIn,
        premiumCodes: env.PREMIUM_CODES,
        lockout: s.lockout,
      }),
    },
    {
      path: '/api/account',
      routes: accountRoutes({
        db,
        auth: s.auth,
        logger,
        now: () => clock.now(),
        // Sensitive changes read the session afresh (its age decides whether a new sign-in is needed).
        signedIn: s.signedInFresh,
        lockout: s.lockout,
        // Bank links are removed at the provider before the user's rows go.
        beforeDeleteUser: deps.beforeDeleteUser ?? ((userId) => s.bankService.removeAllItems(userId)),
        notifySecurity: s.notifySecurity,
      }),
    },
  ];
}

/** Mounts the table: one session check per signed-in area (Hono's `/x/*` also matches `/x`). */
export function mountRoutes(app: Hono, deps: AppDeps, services: AppServices) {
  const guarded = new Set<string>();
  const signedIn: MiddlewareHandler = services.signedIn;
  for (const mount of mountTable(deps, services)) {
    if (mount.signedIn && !guarded.has(mount.path)) {
      app.use(`${mount.path}/*`, signedIn);
      guarded.add(mount.path);
    }
    app.route(mount.path, mount.routes);
  }
}
