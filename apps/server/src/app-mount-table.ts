import { Hono, type Env, type MiddlewareHandler, type Schema } from 'hono';
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
import { booksAfterWrites } from './routes/business/books-after-writes.ts';
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
  /** Mounts the area's routes at `path` (built by `area`). */
  routes: (app: Hono, path: string) => void;
  /** The area needs a signed-in user: the session is read once per request, whatever mounts share it. */
  signedIn?: true;
  /** The area's writes change what the business books read: they are brought up to date after each. */
  booksFollow?: true;
}

/**
 * One area's routes, ready to mount: each area's app carries its own variables and schema types, which no
 * one table type holds, so the table keeps what mounts them.
 */
const area =
  <E extends Env, S extends Schema, B extends string>(routes: Hono<E, S, B>) =>
  (app: Hono, path: string) => {
    app.route(path, routes);
  };

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
    { path: '/api/health', routes: area(healthRoutes(deps.database, deps.jobs)) },
    { path: '/api/config', routes: area(configRoutes(env, { devMailbox: s.devRoutes.mailbox })) },
    {
      path: '/api/verification-status',
      routes: area(verificationStatusRoutes({ db, env, lockout: s.lockout })),
    },
    {
      path: '/api/advisor-status',
      routes: area(advisorRoutes({ env, logger, now: () => clock.now().getTime() })),
    },
    {
      path: '/api/contact-requests',
      routes: area(
        contactRoutes({
          env,
          mailer: s.jobs.queuedMailer,
          lockout: s.lockout,
          logger,
          now: () => clock.now(),
        }),
      ),
    },
    {
      path: '/api/auth',
      routes: area(
        authRoutes({
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
      ),
    },
    ...(s.devRoutes.mailbox
      ? [
          {
            path: '/dev',
            routes: area(devMailboxRoutes(db, { loopbackOnly: env.UNSAFE_EXPOSE_DEV_ROUTES !== 'true' })),
          },
        ]
      : []),
    { path: '/api/client-events', routes: area(clientEventsRoutes(logger)) },
    ...(s.bankSetup.simulator
      ? [
          // The simulator's sandbox controls answer 404 unless development routes allow them.
          ...(s.devRoutes.simulatorControls ? [] : [{ path: '/sim/plaid', routes: area(closedSandbox()) }]),
          { path: '/sim/plaid', routes: area(s.bankSetup.simulator) },
        ]
      : []),
    {
      path: '/api/webhooks/plaid',
      routes: area(
        plaidWebhookRoutes({
          syncItem: s.jobs.syncItemSoon,
          verify: createWebhookVerifier(s.bankSetup.bank, () => clock.now()),
          logger,
        }),
      ),
    },
    {
      path: '/api/bank',
      signedIn: true,
      booksFollow: true,
      routes: area(bankRoutes(s.bankService, s.jobs.syncItem)),
    },
    {
      // One area, three route groups: the two that take a statement file declare its size limit.
      path: '/api/accounts',
      signedIn: true,
      booksFollow: true,
      routes: area(
        new Hono()
          .route(
            '/',
            withBody(
              statementFiles,
              accountImportRoutes({ db, clock, detection: s.detectionRunner, logger }),
            ),
          )
          .route('/', withBody(statementFiles, statementPreviewRoutes({ db, clock })))
          .route('/', accountsRoutes({ db, clock, bankService: s.bankService })),
      ),
    },
    {
      path: '/api/imports',
      signedIn: true,
      booksFollow: true,
      routes: area(importsRoutes({ db, clock, detection: s.detectionRunner, logger })),
    },
    {
      path: '/api/recurring',
      signedIn: true,
      routes: area(recurringRoutes({ db, clock, detection: s.detectionRunner })),
    },
    { path: '/api/fees', signedIn: true, routes: area(feesRoutes({ db, clock })) },
    { path: '/api/export', signedIn: true, routes: area(exportRoutes({ db, clock })) },
    { path: '/api/goals', signedIn: true, routes: area(goalsRoutes({ db, clock })) },
    { path: '/api/forecast', signedIn: true, routes: area(forecastRoutes({ db, clock })) },
    { path: '/api/debts', signedIn: true, routes: area(debtsRoutes({ db, clock })) },
    {
      path: '/api/transactions',
      signedIn: true,
      booksFollow: true,
      routes: area(transactionsRoutes({ db, clock, readOnly: env.TRANSACTIONS_READ_ONLY === 'true' })),
    },
    { path: '/api/rules', signedIn: true, booksFollow: true, routes: area(rulesRoutes({ db, clock })) },
    { path: '/api/notifications', signedIn: true, routes: area(notificationsRoutes({ db, clock })) },
    {
      path: '/api/notification-settings',
      signedIn: true,
      routes: area(notificationSettingsRoutes({ db, clock })),
    },
    { path: '/api/unsubscribe', routes: area(unsubscribe.apiRoutes) },
    { path: '/unsubscribe', routes: area(unsubscribe.pageRoutes) },
    { path: '/api/reports', signedIn: true, routes: area(reportsRoutes({ db, clock })) },
    {
      path: '/api/reports',
      signedIn: true,
      routes: area(reportsPdfRoutes({ db, clock, productName: env.PRODUCT_NAME })),
    },
    {
      path: '/api/business',
      signedIn: true,
      routes: area(businessRoutes({ db, clock, productName: env.PRODUCT_NAME })),
    },
    {
      path: '/api/review',
      signedIn: true,
      booksFollow: true,
      routes: area(reviewRoutes({ db, readOnly: env.TRANSACTIONS_READ_ONLY === 'true' })),
    },
    // Profile and account routes check the session themselves (account deletion answers its own 401).
    {
      path: '/api/profile',
      routes: area(
        profileRoutes({
          db,
          signedIn: s.signedIn,
          premiumCodes: env.PREMIUM_CODES,
          lockout: s.lockout,
        }),
      ),
    },
    {
      path: '/api/account',
      routes: area(
        accountRoutes({
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
      ),
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
    if (mount.booksFollow) app.use(`${mount.path}/*`, booksAfterWrites(services.db));
    mount.routes(app, mount.path);
  }
}
