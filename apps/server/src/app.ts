import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { z } from 'zod';
import { authRoutes, type OnSignIn } from './auth/auth.routes.ts';
import { createAuth, type Auth } from './auth/create-auth.ts';
import { requireUser, type SessionFacts } from './auth/require-user.ts';
import { createSessionCache } from './auth/session-cache.ts';
import { createFailureLockout } from './auth/failure-lockout.ts';
import type { Clock } from './clock.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import * as userQueries from './db/queries/users.ts';
import { ApiError, errorResponse } from './http/errors.ts';
import { serveSpa } from './http/static-spa.ts';
import { requireJsonBody, requireTrustedOrigin } from './http/origin-check.ts';
import { trustedOrigins } from './http/trusted-origins.ts';
import { rejectUnusableInput } from './http/input-guard.ts';
import { backPressure } from './http/back-pressure.ts';
import { requestId } from './http/request-id.ts';
import { devRoutesEnabled } from './http/dev-routes.ts';
import type { Logger } from './logger.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer.ts';
import { accountRoutes, type BeforeDeleteUser } from './routes/account/account.routes.ts';
import { advisorRoutes } from './routes/advisor/advisor.routes.ts';
import { configRoutes } from './routes/config/config.routes.ts';
import { devMailboxRoutes } from './routes/dev/mailbox.routes.ts';
import { healthRoutes } from './routes/health/health.routes.ts';
import { profileRoutes } from './routes/profile/profile.routes.ts';
import type { Secrets } from './secrets.ts';
import type { BankPort } from './bank/bank-port.ts';
import { createBankFromEnv } from './bank/bank-setup.ts';
import { createBankService } from './bank/bank-service.ts';
import { createTokenCipher } from './bank/token-cipher.ts';
import { createWebhookVerifier } from './bank/webhook-verifier.ts';
import { accountsRoutes } from './routes/accounts/accounts.routes.ts';
import { goalsRoutes } from './routes/goals/goals.routes.ts';
import { transactionsRoutes } from './routes/transactions/transactions.routes.ts';
import { reportsRoutes } from './routes/reports/reports.routes.ts';
import { reportsPdfRoutes } from './routes/reports/reports-pdf.routes.ts';
import { bankRoutes } from './routes/bank/bank.routes.ts';
import { plaidWebhookRoutes } from './routes/webhooks/plaid-webhook.routes.ts';
import { analyzeAfterBulkChange } from './db/planner-statistics.ts';
import { accountImportRoutes, importsRoutes } from './routes/imports/imports.routes.ts';
import { FILE_TOO_LARGE } from './routes/imports/read-upload.ts';
import { recurringRoutes } from './routes/recurring/recurring.routes.ts';
import { feesRoutes } from './routes/fees/fees.routes.ts';
import { exportRoutes } from './routes/export/export.routes.ts';
import { createDetectionRunner, type DetectionRunner } from './recurring/detection-runner.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { appJobs, startAppJobs } from './jobs/app-jobs.ts';
import { MAX_IMPORT_BYTES } from './import/index.ts';
import { createAlertRunner } from './notifications/alert-runner.ts';
import { startWeeklyDigestTimer } from './notifications/weekly-digest.ts';
import { isSignedUnsubscribe, unsubscribeRoutes } from './notifications/unsubscribe.routes.ts';
import {
  notificationSettingsRoutes,
  notificationsRoutes,
} from './routes/notifications/notifications.routes.ts';

export interface AppDeps {
  database: Database;
  clock: Clock;
  env: Env;
  logger: Logger;
  secrets: Secrets;
  /** Background work: pg-boss on PostgreSQL, in process on PGlite (jobs/create-job-queue.ts). */
  jobs: JobQueue;
  /** Defaults to SMTP when SMTP_URL is set, else the development outbox. */
  mailer?: Mailer;
  /** Where the built SPA lives; omitted in API-only tests. */
  webDistDir?: string;
  /** After every sign-in (password, two-factor, Google), not awaited: refresh linked balances. */
  onSignIn?: OnSignIn;
  /** Before an account is deleted: remove the user's items at the bank-data provider. Throwing aborts. */
  beforeDeleteUser?: BeforeDeleteUser;
  /**
   * Wraps the provider port (tests inject failures with it). The provider itself always comes from
   * PLAID_ENV: the in-process simulator or Plaid.
   */
  wrapBank?: (bank: BankPort) => BankPort;
  /** Starts the in-process weekly digest timer (main.ts; tests call sendWeeklyDigests themselves). */
  weeklyDigestTimer?: boolean;
}

export interface AppServices {
  auth: Auth;
  mailer: Mailer;
}

export const MAX_API_BODY_BYTES = 100 * 1024;
export const PGLITE_BACK_PRESSURE = { concurrency: 8, queueLimit: 64, retryAfterSeconds: 1 };

/** POST /api/accounts/:id/import takes the statement file itself as the body. */
const isStatementUpload = (path: string) => /^\/api\/accounts\/[^/]+\/import$/.test(path);

const clientNotFoundSchema = z.object({ path: z.string().min(1).max(2048) }).strict();

export function createApp(deps: AppDeps) {
  const { database, env, logger, clock } = deps;
  const db = database.db;
  const mailer =
    deps.mailer ??
    (env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM, logger) : createOutboxMailer(db, logger));
  const jobs = appJobs(deps.jobs, mailer.kind);
  // Mail leaves through the queue: an SMTP outage delays a message (retried with backoff), never loses it.
  const auth = createAuth({ db, env, logger, mailer: jobs.queuedMailer, secret: deps.secrets.authSecret });
  const lockout = createFailureLockout(db, () => clock.now());
  // Reads within 5 s reuse a session check; a sign-out, revocation or account change clears it at once.
  const sessionCache = createSessionCache<SessionFacts>();
  const signedIn = requireUser(auth, sessionCache);
  const signedInFresh = requireUser(auth);

  const app = new Hono();
  const devRoutes = devRoutesEnabled(env, mailer.kind === 'outbox', env.PLAID_ENV === 'simulator');
  logger.info('development routes', { ...devRoutes });
  // Simulator webhooks are delivered in-process to our own webhook route, exactly as Plaid would post them.
  const bankSetup = createBankFromEnv({
    env,
    clock,
    authSecret: deps.secrets.authSecret,
    logger,
    deliverWebhook: async (url, body, headers) => {
      const res = await app.request(new URL(url).pathname, { method: 'POST', body, headers });
      if (!res.ok) throw new Error(`webhook answered ${res.status}`);
    },
  });
  // Alerts after every stored detection run and after a sync the provider refused for a new login. Their
  // e-mails go through the queue too, so a mail outage retries them rather than dropping them.
  const alertMail = {
    publicUrl: env.PUBLIC_URL,
    productName: env.PRODUCT_NAME,
    authSecret: deps.secrets.authSecret,
  };
  const alerts = createAlertRunner({ db, clock, logger, mailer: jobs.queuedMailer, mail: alertMail });
  if (deps.weeklyDigestTimer)
    startWeeklyDigestTimer({ db, clock, logger, mailer: jobs.queuedMailer, mail: alertMail });
  // The recurring engine and the fee radar run as a job after every sync that changed rows.
  const bankService = createBankService({
    onTransactionsChanged: (userId, changedRows) => {
      analyzeAfterBulkChange(db, changedRows, logger);
      jobs
        .detect(userId)
        .catch((err: unknown) => logger.error('could not queue detection', { userId, error: String(err) }));
    },
    db,
    bank: deps.wrapBank ? deps.wrapBank(bankSetup.bank) : bankSetup.bank,
    cipher: createTokenCipher(deps.secrets.encryptionKey),
    clock,
    logger,
    webhookUrl: `${env.PUBLIC_URL}/api/webhooks/plaid`,
    onLoginRequired: (userId) => {
      void alerts
        .run(userId)
        .catch((err: unknown) =>
          logger.error('alerts after login required failed', { userId, error: String(err) }),
        );
    },
  });

  const detectionRunner: DetectionRunner = createDetectionRunner({
    db,
    clock,
    logger,
    providerStreams: (userId) => bankService.providerStreams(userId),
    afterRun: (userId) => alerts.run(userId),
  });
  startAppJobs(deps.jobs, { bankService, detection: detectionRunner, mailer, logger }).catch((err: unknown) =>
    logger.error('job workers did not start', { error: String(err) }),
  );

  // First of all: every answer, error or not, carries the request's id (X-Request-Id, and in error bodies).
  app.use(requestId());
  app.use(
    secureHeaders({
      // The SPA uses no inline scripts. Link (sandbox/production) comes from Plaid's CDN, the simulator's
      // script from this origin.
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://cdn.plaid.com'],
        frameSrc: ["'self'", 'https://cdn.plaid.com'],
        connectSrc: ["'self'", 'https://*.plaid.com'],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  );

  // Writes outside better-auth (which checks the same origins itself) and the signed webhooks must come
  // from a trusted page, with a JSON body; statement files are the one kind of non-JSON body.
  const origins = trustedOrigins(env);
  const originCheck = requireTrustedOrigin(origins, env.PUBLIC_URL);
  const jsonOnly = requireJsonBody();
  const ownSignature = (path: string) => path.startsWith('/api/auth/') || path.startsWith('/api/webhooks/');
  app.use('/api/*', async (c, next) => {
    // A one-click unsubscribe carries its own signature and no session: see isSignedUnsubscribe.
    if (ownSignature(c.req.path) || isSignedUnsubscribe(c, deps.secrets.authSecret)) return next();
    await originCheck(c, async () => {
      if (isStatementUpload(c.req.path)) await next();
      else await jsonOnly(c, next);
    });
  });

  // No request this API accepts comes near 100 KB; a bigger body is refused before anyone reads it.
  // Statement files have their own limit (10 MB, plus room for a multipart envelope).
  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_API_BODY_BYTES,
    onError: () => {
      throw new ApiError(413, 'payload_too_large', 'The request is too large.');
    },
  });
  const fileBodyLimit = bodyLimit({
    maxSize: MAX_IMPORT_BYTES + 1024 * 1024,
    onError: () => {
      throw new ApiError(413, 'file_too_large', FILE_TOO_LARGE);
    },
  });
  app.use('/api/*', (c, next) => (isStatementUpload(c.req.path) ? fileBodyLimit : jsonBodyLimit)(c, next));

  app.use(rejectUnusableInput());
  // Any write to the auth or account routes may end sessions: forget every cached check before it runs.
  app.use('/api/*', async (c, next) => {
    if (
      c.req.method !== 'GET' &&
      (c.req.path.startsWith('/api/auth/') || /^\/api\/account(\/|$)/.test(c.req.path))
    ) {
      sessionCache.clear();
      await next();
      sessionCache.clear();
      return;
    }
    await next();
  });
  // The embedded database serves one query at a time: past a bounded queue, a fast 503 beats a long wait.
  if (database.kind === 'pglite') {
    const limit = backPressure(PGLITE_BACK_PRESSURE);
    app.use('/api/*', (c, next) => (c.req.path === '/api/health' ? next() : limit(c, next)));
  }
  // Answers about a signed-in user's money are never stored by a browser or a proxy.
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });

  app.route('/api/health', healthRoutes(database, deps.jobs));
  app.route('/api/config', configRoutes(env));
  app.route('/api/advisor-status', advisorRoutes({ env, logger, now: () => clock.now().getTime() }));
  app.route(
    '/api/auth',
    authRoutes({
      auth,
      env,
      lockout,
      logger,
      emailTaken: (email) => userQueries.emailTaken(db, email),
      // Each sign-in refreshes every linked balance in the background (spec section 4).
      // The engine runs too, so an account whose streams were never stored (or are days old) is current.
      onSignIn: deps.onSignIn ?? ((userId) => jobs.signInRefresh(userId)),
    }),
  );
  if (devRoutes.mailbox) app.route('/dev', devMailboxRoutes(db));

  // The not-found page reports the path it was shown for, so broken links show up in the server log.
  app.post('/api/client-events/not-found', async (c) => {
    const parsed = clientNotFoundSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new ApiError(400, 'invalid_request', 'path: a path is required');
    logger.warn('page not found', { path: parsed.data.path });
    return c.body(null, 204);
  });

  if (bankSetup.simulator) {
    if (!devRoutes.simulatorControls) {
      app.all('/sim/plaid/sandbox/*', (c) =>
        c.json({ error: { code: 'not_found', message: 'Not found' } }, 404),
      );
    }
    app.route('/sim/plaid', bankSetup.simulator);
  }
  app.route(
    '/api/webhooks/plaid',
    plaidWebhookRoutes({
      syncItem: jobs.syncItemSoon,
      verify: createWebhookVerifier(bankSetup.bank, () => clock.now()),
      logger,
    }),
  );
  // One registration per area: Hono's `/x/*` also matches `/x`, so the session is read once per request.
  app.use('/api/bank/*', signedIn);
  app.route('/api/bank', bankRoutes(bankService, jobs.syncItem));
  app.use('/api/accounts/*', signedIn);
  app.route('/api/accounts', accountImportRoutes({ db, detection: detectionRunner, logger }));
  app.route('/api/accounts', accountsRoutes({ db, clock, bankService }));
  app.use('/api/imports/*', signedIn);
  app.route('/api/imports', importsRoutes({ db, clock, detection: detectionRunner, logger }));
  app.use('/api/recurring/*', signedIn);
  app.route('/api/recurring', recurringRoutes({ db, clock, detection: detectionRunner }));
  app.use('/api/fees/*', signedIn);
  app.route('/api/fees', feesRoutes({ db }));
  app.use('/api/export/*', signedIn);
  app.route('/api/export', exportRoutes({ db, clock }));
  app.use('/api/goals/*', signedIn);
  app.route('/api/goals', goalsRoutes({ db, clock }));
  app.use('/api/transactions/*', signedIn);
  app.route(
    '/api/transactions',
    transactionsRoutes({ db, clock, readOnly: env.TRANSACTIONS_READ_ONLY === 'true' }),
  );
  app.use('/api/notifications/*', signedIn);
  app.route('/api/notifications', notificationsRoutes({ db, clock }));
  app.use('/api/notification-settings/*', signedIn);
  app.route('/api/notification-settings', notificationSettingsRoutes({ db, clock }));
  const unsubscribe = unsubscribeRoutes({
    db,
    authSecret: deps.secrets.authSecret,
    productName: env.PRODUCT_NAME,
    publicUrl: env.PUBLIC_URL,
    now: () => clock.now(),
  });
  app.route('/api/unsubscribe', unsubscribe.apiRoutes);
  app.route('/unsubscribe', unsubscribe.pageRoutes);
  app.use('/api/reports/*', signedIn);
  app.route('/api/reports', reportsRoutes({ db, clock }));
  app.route('/api/reports', reportsPdfRoutes({ db, clock, productName: env.PRODUCT_NAME }));

  app.route('/api/profile', profileRoutes({ db, signedIn, premiumCodes: env.PREMIUM_CODES, lockout }));
  app.route(
    '/api/account',
    accountRoutes({
      db,
      auth,
      logger,
      now: () => clock.now(),
      // Sensitive changes read the session afresh (its age decides whether a new sign-in is needed).
      signedIn: signedInFresh,
      lockout,
      // Bank links are removed at the provider before the user's rows go.
      beforeDeleteUser: deps.beforeDeleteUser ?? ((userId) => bankService.removeAllItems(userId)),
    }),
  );

  app.all('/api/*', () => {
    throw new ApiError(404, 'not_found', 'Not found');
  });

  if (deps.webDistDir) app.use(serveSpa(deps.webDistDir));

  app.notFound((c) => c.json({ error: { code: 'not_found', message: 'Not found' } }, 404));
  app.onError((err, c) => errorResponse(err, c, logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
