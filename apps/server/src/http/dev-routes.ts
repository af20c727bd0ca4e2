import type { Env } from '../env.ts';
import { isLoopbackHost } from './trusted-origins.ts';

export interface DevRoutes {
  /** /dev/mailbox: every e-mail with its links, reset and verification links included. */
  mailbox: boolean;
  /** /sim/plaid/sandbox/*: the simulator's controls (fire webhooks, break logins, post transactions). */
  simulatorControls: boolean;
}

/**
 * Routes that hand out other people's secrets or rewrite bank data exist only for a developer on their own
 * machine: never in production, and on a network address only when UNSAFE_EXPOSE_DEV_ROUTES says so.
 */
export function devRoutesEnabled(
  env: Pick<Env, 'NODE_ENV' | 'HOST' | 'UNSAFE_EXPOSE_DEV_ROUTES'>,
  outboxMailer: boolean,
  simulator: boolean,
): DevRoutes {
  const allowed =
    env.NODE_ENV !== 'production' && (isLoopbackHost(env.HOST) || env.UNSAFE_EXPOSE_DEV_ROUTES === 'true');
  return { mailbox: allowed && outboxMailer, simulatorControls: allowed && simulator };
}
