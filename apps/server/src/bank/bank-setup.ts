import { createHmac } from 'node:crypto';
import { createPlaidSimulator, type PlaidSimulator, type SendWebhook } from '@tourniquet/plaid-sim';
import type { Clock } from '../clock.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import type { BankPort } from './bank-port.ts';
import { lazyPlaidBank } from './plaid/lazy-plaid-bank.ts';

export interface BankSetup {
  bank: BankPort;
  /** The simulator to mount under /sim/plaid when PLAID_ENV=simulator. */
  simulator: PlaidSimulator | null;
}

/**
 * PLAID_ENV=simulator (the default) runs our Plaid-compatible simulator in-process and points the real SDK
 * at it; sandbox and production point the same SDK at Plaid. Nothing else in the app knows which.
 */
export function createBankFromEnv(input: {
  env: Env;
  clock: Clock;
  authSecret: string;
  deliverWebhook: SendWebhook;
  logger: Logger;
}): BankSetup {
  const { env } = input;
  if (env.PLAID_ENV !== 'simulator') {
    const target = { env: env.PLAID_ENV, clientId: env.PLAID_CLIENT_ID!, secret: env.PLAID_SECRET! };
    return { bank: lazyPlaidBank(target, env.PRODUCT_NAME), simulator: null };
  }
  const simulator = createPlaidSimulator({
    today: () => input.clock.today(),
    now: () => input.clock.now(),
    publicUrl: `${env.PUBLIC_URL}/sim/plaid`,
    // Derived from the auth secret so simulator tokens stay valid across restarts without more setup.
    secretKey: createHmac('sha256', input.authSecret).update('plaid-simulator').digest('hex'),
    sendWebhook: input.deliverWebhook,
    // Through our logger, so its redaction applies (a failed request's details may hold access tokens).
    onUnexpectedError: (err) => input.logger.error('bank simulator: unexpected error', { error: err }),
  });
  const target = {
    env: 'simulator' as const,
    clientId: env.PLAID_CLIENT_ID ?? 'tourniquet-local',
    secret: env.PLAID_SECRET ?? 'simulator-secret',
    fetch: (request: Request) => Promise.resolve(simulator.fetch(request)),
  };
  return { bank: lazyPlaidBank(target, env.PRODUCT_NAME), simulator };
}
