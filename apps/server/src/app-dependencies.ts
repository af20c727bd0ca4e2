import type { SendWebhook } from '@tourniquet/plaid-sim';
import type { OnSignIn } from './auth/auth-hooks.ts';
import { createAuth } from './auth/create-auth.ts';
import { createFailureLockout } from './auth/failure-lockout.ts';
import { requireUser, type SessionFacts } from './auth/require-user.ts';
import { createSessionCache } from './auth/session-cache.ts';
import type { BankPort } from './bank/bank-port.ts';
import { createBankService } from './bank/bank-service.ts';
import { createBankFromEnv } from './bank/bank-setup.ts';
import { createTokenCipher } from './bank/token-cipher.ts';
import type { Clock } from './clock.ts';
import type { Database } from './db/client.ts';
import { analyzeAfterBulkChange } from './db/planner-statistics.ts';
import type { Env } from './env.ts';
import { devRoutesEnabled } from './http/dev-routes.ts';
import { appJobs, startAppJobs } from './jobs/app-jobs.ts';
import { startRecategorisingLogged } from './categories/recategorise-job.ts';
import { categoriseBusinessRows } from './business/business-categorising.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Logger } from './logger.ts';
import { createSecurityNotifier } from './auth/security-notice.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer.ts';
import { createAlertRunner } from './notifications/alert-runner.ts';
import { startWeeklyDigestTimer } from './notifications/weekly-digest.ts';
import { createDetectionRunner, type DetectionRunner } from './recurring/detection-runner.ts';
import type { BeforeDeleteUser } from './routes/account/account.routes.ts';
import type { Secrets } from './secrets.ts';

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

export type AppServices = ReturnType<typeof createAppServices>;

/**
 * Everything the routes need, built once per app: mail, the job queue's producers, auth and sessions,
 * the bank provider and its service, alerts and the detection runner. The job workers (and the weekly
 * digest timer, when asked) start here too, since they share these services.
 */
export function createAppServices(deps: AppDeps, deliverWebhook: SendWebhook) {
  const { database, env, logger, clock } = deps;
  const db = database.db;
  const mailer =
    deps.mailer ??
    (env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM, logger) : createOutboxMailer(db, logger));
  // Queued mail is sealed under the bank-token key: the job table never holds a working link.
  const mailStore = { db, cipher: createTokenCipher(deps.secrets.encryptionKey) };
  const jobs = appJobs(deps.jobs, mailer.kind, mailStore);
  // Mail leaves through the queue: an SMTP outage delays a message (retried with backoff), never loses it.
  const auth = createAuth({ db, env, logger, mailer: jobs.queuedMailer, secret: deps.secrets.authSecret });
  const lockout = createFailureLockout(db, () => clock.now());
  // Reads within 5 s reuse a session check; a sign-out, revocation or account change clears it at once.
  const sessionCache = createSessionCache<SessionFacts>();

  const devRoutes = devRoutesEnabled(env, mailer.kind === 'outbox', env.PLAID_ENV === 'simulator');
  logger.info('development routes', { ...devRoutes });
  // Simulator webhooks are delivered in-process to our own webhook route, exactly as Plaid would post them.
  const bankSetup = createBankFromEnv({
    env,
    clock,
    authSecret: deps.secrets.authSecret,
    logger,
    deliverWebhook,
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
  // Existing rows get their one category in the background.
  startRecategorisingLogged(deps.jobs, db, logger);
  startAppJobs(deps.jobs, {
    bankService,
    detection: detectionRunner,
    settleBusinessBooks: (userId) => categoriseBusinessRows(db, userId),
    mailer,
    mailStore,
    logger,
  }).catch((err: unknown) => logger.error('job workers did not start', { error: String(err) }));

  return {
    db,
    mailer,
    jobs,
    auth,
    notifySecurity: createSecurityNotifier({
      db,
      mailer: jobs.queuedMailer,
      logger,
      productName: env.PRODUCT_NAME,
      publicUrl: env.PUBLIC_URL,
      now: () => clock.now(),
    }),
    lockout,
    sessionCache,
    signedIn: requireUser(auth, sessionCache),
    // Sensitive changes read the session afresh (its age decides whether a new sign-in is needed).
    signedInFresh: requireUser(auth),
    devRoutes,
    bankSetup,
    bankService,
    detectionRunner,
  };
}
