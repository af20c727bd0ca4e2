import type { Env } from '../env.ts';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase());
}

/**
 * The origins whose pages may change state through the API (and that better-auth accepts). One list for
 * both checks, so sign-up and every other write agree on who is trusted.
 * - Always PUBLIC_URL, plus the optional TRUSTED_ORIGINS list.
 * - Outside production, on a loopback address: localhost, 127.0.0.1 and [::1] on the server's port (people
 *   paste either form of the address the start command prints), and Vite's dev server on :5173.
 */
export function trustedOrigins(
  env: Pick<Env, 'PUBLIC_URL' | 'NODE_ENV' | 'HOST' | 'PORT' | 'TRUSTED_ORIGINS'>,
): string[] {
  const origins = new Set<string>([new URL(env.PUBLIC_URL).origin]);
  for (const extra of (env.TRUSTED_ORIGINS ?? '').split(',')) {
    if (extra.trim()) origins.add(new URL(extra.trim()).origin);
  }
  if (env.NODE_ENV !== 'production' && isLoopbackHost(env.HOST)) {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      origins.add(`http://${host}:${env.PORT}`);
      origins.add(`http://${host}:5173`);
    }
  }
  return [...origins];
}
