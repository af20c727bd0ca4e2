import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { z } from 'zod';
import { authRoutes } from './auth/auth.routes.ts';
import { createAuth, type Auth } from './auth/create-auth.ts';
import { requireUser } from './auth/require-user.ts';
import { createSignInLockout } from './auth/sign-in-lockout.ts';
import type { Clock } from './clock.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import * as userQueries from './db/queries/users.ts';
import { ApiError, errorResponse } from './http/errors.ts';
import { serveSpa } from './http/static-spa.ts';
import type { Logger } from './logger.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer.ts';
import { configRoutes } from './routes/config/config.routes.ts';
import { devMailboxRoutes } from './routes/dev/mailbox.routes.ts';
import { healthRoutes } from './routes/health/health.routes.ts';
import type { Secrets } from './secrets.ts';

export interface AppDeps {
  database: Database;
  clock: Clock;
  env: Env;
  logger: Logger;
  secrets: Secrets;
  /** Defaults to SMTP when SMTP_URL is set, else the development outbox. */
  mailer?: Mailer;
  /** Where the built SPA lives; omitted in API-only tests. */
  webDistDir?: string;
}

export interface AppServices {
  auth: Auth;
  mailer: Mailer;
}

const clientNotFoundSchema = z.object({ path: z.string().min(1).max(2048) }).strict();

export function createApp(deps: AppDeps) {
  const { database, env, logger, clock } = deps;
  const db = database.db;
  const mailer =
    deps.mailer ??
    (env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM, logger) : createOutboxMailer(db, logger));
  const auth = createAuth({ db, env, logger, mailer, secret: deps.secrets.authSecret });
  const lockout = createSignInLockout(db, () => clock.now());
  const signedIn = requireUser(auth);

  const app = new Hono();
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

  app.route('/api/health', healthRoutes(database));
  app.route('/api/config', configRoutes(env));
  app.route(
    '/api/auth',
    authRoutes({ auth, env, lockout, logger, emailTaken: (email) => userQueries.emailTaken(db, email) }),
  );
  if (env.NODE_ENV !== 'production' && mailer.kind === 'outbox') app.route('/dev', devMailboxRoutes(db));

  // The not-found page reports the path it was shown for, so broken links show up in the server log.
  app.post('/api/client-events/not-found', async (c) => {
    const parsed = clientNotFoundSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new ApiError(400, 'invalid_request', 'path: a path is required');
    logger.warn('page not found', { path: parsed.data.path });
    return c.body(null, 204);
  });

  void signedIn; // user-scoped API routes mount behind this middleware

  app.all('/api/*', () => {
    throw new ApiError(404, 'not_found', 'Not found');
  });

  if (deps.webDistDir) app.use(serveSpa(deps.webDistDir));

  app.notFound((c) => c.json({ error: { code: 'not_found', message: 'Not found' } }, 404));
  app.onError((err, c) => errorResponse(err, c, logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
