import { z } from 'zod';

// Configuration is read once, at start-up, through this schema. A bad value stops the process with a
// message naming the variable; nothing else in the server reads process.env.

const optionalUrl = z.url().optional();
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalUrl,
  // Extra origins (comma-separated) whose pages may call the API, besides PUBLIC_URL.
  TRUSTED_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (v) => v.split(',').every((o) => !o.trim() || URL.canParse(o.trim())),
        'must be a comma-separated list of origins like https://app.example.com',
      )
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  FIXED_TODAY: z.preprocess(
    emptyToUndefined,
    z.iso.date({ message: 'must be a date like 2026-11-21' }).optional(),
  ),
  PRODUCT_NAME: z.string().min(1).default('Tourniquet'),
  BRAND_NAME: z.string().min(1).default('Lumen Business Tools'),
  SUPPORT_EMAIL: z.email().default('support@tourniquet.example'),
  // Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits are per IP).
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  // Multiplies every per-IP auth rate limit; end-to-end and load tests raise it, production keeps 1.
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  // Secrets. In the embedded default they are generated once into DATA_DIR (see secrets.ts).
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  ENCRYPTION_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Tourniquet <no-reply@tourniquet.example>'),
  GOOGLE_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  OIDC_ISSUER: z.preprocess(emptyToUndefined, z.url().default('https://accounts.google.com')),
  PREMIUM_CODES: z.string().default('BLEED-STOP-2026,KILL-THE-BILLS,SECURE-THE-CASH'),
  PLAID_ENV: z.enum(['simulator', 'sandbox', 'production']).default('simulator'),
  PLAID_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  PLAID_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  PLAID_LINK_SCRIPT_URL: z.preprocess(emptyToUndefined, optionalUrl),
  ADVISOR_MEETING_URL: z.preprocess(emptyToUndefined, optionalUrl),
  ADVISOR_ONLINE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  ADVISOR_STATUS_URL: z.preprocess(emptyToUndefined, optionalUrl),
  SCHEDULING_URL: z.preprocess(emptyToUndefined, optionalUrl),
  // The dev mailbox and the simulator's sandbox control routes answer only on a loopback HOST; this says
  // out loud that exposing them on a network address is unsafe.
  UNSAFE_EXPOSE_DEV_ROUTES: z.enum(['true', 'false']).default('false'),
  // Read-only mode for the transaction table: no edits through the API, and the web hides editing.
  TRANSACTIONS_READ_ONLY: z.enum(['true', 'false']).default('false'),
});

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string };

export class ConfigError extends Error {}

export function loadEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && env.PLAID_ENV === 'simulator') {
    throw new ConfigError('Invalid configuration:\n  PLAID_ENV: the simulator is refused in production');
  }
  if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
    // Without SMTP the dev outbox would print sign-in links to the log: never in production.
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL: required in production (the dev outbox is for development)',
    );
  }
  if (env.PLAID_ENV !== 'simulator' && (!env.PLAID_CLIENT_ID || !env.PLAID_SECRET)) {
    throw new ConfigError(
      `Invalid configuration:\n  PLAID_CLIENT_ID: required when PLAID_ENV=${env.PLAID_ENV} (with PLAID_SECRET)`,
    );
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_CLIENT_SECRET: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
    );
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return { ...env, PUBLIC_URL: publicUrl };
}
