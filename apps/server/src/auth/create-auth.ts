import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth, twoFactor } from 'better-auth/plugins';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { resetPasswordEmail, verificationEmail } from '../mail/templates.ts';
import { createAuthBeforeHook } from './auth-hooks.ts';
import { trustedOrigins } from '../http/trusted-origins.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

export const CLIENT_IP_HEADER = 'x-tourniquet-client-ip';
/**
 * The Google redirect URI registered with the provider, relative to PUBLIC_URL. better-auth 1.7 serves
 * every OAuth callback at /api/auth/callback/:id; routes/auth/auth.routes.ts maps this path onto it so the registered
 * address stays the one our configuration documents.
 */
export const GOOGLE_CALLBACK_PATH = '/api/auth/oauth2/callback/google';

export interface AuthDeps {
  db: Db;
  env: Env;
  logger: Logger;
  mailer: Mailer;
  secret: string;
}

/** Per-IP limits on the endpoints people abuse; RATE_LIMIT_MULTIPLIER scales them for e2e and load tests. */
function rateLimitRules(multiplier: number) {
  const rule = (window: number, max: number) => ({ window, max: max * multiplier });
  return {
    '/sign-in/email': rule(600, 30),
    '/sign-up/email': rule(3600, 10),
    '/request-password-reset': rule(900, 5),
    // Guessing a reset or verification token: a few tries per IP, on top of the per-e-mail limit. (A reset
    // link carries its token in the path, which is part of better-auth's key: routes/auth/auth.routes.ts counts those.)
    '/reset-password': rule(900, 10),
    '/verify-email': rule(900, 10),
    '/send-verification-email': rule(900, 5),
    '/two-factor/verify-totp': rule(300, 10),
    '/two-factor/verify-backup-code': rule(300, 10),
    // The two-factor plugin's own limit for its other endpoints, restated so the multiplier scales it.
    '/two-factor/*': rule(10, 3),
  };
}

export function createAuth({ db, env, logger, mailer, secret }: AuthDeps) {
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? [
          genericOAuth({
            config: [
              {
                providerId: 'google',
                discoveryUrl: `${env.OIDC_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
                clientId: env.GOOGLE_CLIENT_ID,
                clientSecret: env.GOOGLE_CLIENT_SECRET,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
                redirectURI: `${env.PUBLIC_URL}${GOOGLE_CALLBACK_PATH}`,
              },
            ],
          }),
        ]
      : [];

  return betterAuth({
    appName: env.PRODUCT_NAME,
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(env),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.authAccount,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(resetPasswordEmail(env.PRODUCT_NAME, user.email, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationEmail(env.PRODUCT_NAME, user.email, url));
      },
    },
    // Reset tokens and other one-time identifiers are stored as SHA-256 hashes: a read of the table does
    // not hand out working links. They expire (reset: 1 hour) and are deleted when used. Trusted-device
    // rows stay plain: two-factor's disable route finds them by their prefix to revoke them.
    verification: { storeIdentifier: { default: 'hashed', overrides: { 'trust-device-': 'plain' } } },
    session: {
      expiresIn: 7 * 24 * 3600,
      updateAge: 24 * 3600,
      // No cookie cache: every request checks the session row, so a revoked session dies at once.
      cookieCache: { enabled: false },
    },
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100 * env.RATE_LIMIT_MULTIPLIER,
      customRules: rateLimitRules(env.RATE_LIMIT_MULTIPLIER),
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: env.PUBLIC_URL.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    hooks: { before: createAuthBeforeHook(db) },
    plugins: [twoFactor({ issuer: env.PRODUCT_NAME }), ...google],
    // Everything better-auth logs goes through our logger and its redaction, extra arguments included (its
    // errors carry SQL parameters, request details and URLs with tokens): they are scrubbed, not dropped,
    // and nothing is printed around the logger.
    logger: {
      log: (level, message, ...args: unknown[]) => {
        const at = level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'debug';
        logger[at](`auth: ${String(message)}`, args.length ? { details: args } : undefined);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
