import { Hono } from 'hono';
import {
  CONTACT_TOPIC_LABELS,
  contactRequestSchema,
  type ContactRequestResult,
} from '@tourniquet/domain/contracts';
import { LOCKOUT_MINUTES, TOO_MANY_ATTEMPTS, type FailureLockout } from '../../auth/failure-lockout.ts';
import type { Env } from '../../env.ts';
import { clientIp } from '../../http/client-ip.ts';
import { ApiError } from '../../http/errors.ts';
import { zValidatorJson } from '../../http/validate.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { contactRequestEmail } from './contact-mail.ts';

/**
 * POST /api/contact-requests { topic, name, email, message } -> 202 { sent, to }
 * The assisted services' working default: the request goes to the operator's support address (the
 * development mailbox locally), with the sender as Reply-To. Public like the contact page; each address
 * (IP) may send ten requests in a lockout window, so the form cannot be used to flood the mailbox.
 */
export function contactRoutes(deps: {
  env: Pick<Env, 'SUPPORT_EMAIL' | 'PRODUCT_NAME' | 'TRUST_PROXY'>;
  mailer: Mailer;
  lockout: FailureLockout;
  logger: Logger;
  now: () => Date;
}) {
  const { env, mailer, lockout } = deps;
  return new Hono().post('/', zValidatorJson(contactRequestSchema), async (c) => {
    const key = `contact-request:${clientIp(c, env)}`;
    if (await lockout.isLocked(key)) {
      throw new ApiError(429, 'too_many_attempts', TOO_MANY_ATTEMPTS, undefined, {
        'Retry-After': String(LOCKOUT_MINUTES * 60),
      });
    }
    await lockout.recordFailure(key);
    const request = c.req.valid('json');
    await mailer.send(contactRequestEmail(env.PRODUCT_NAME, env.SUPPORT_EMAIL, request, deps.now()));
    deps.logger.info('contact request sent', { topic: CONTACT_TOPIC_LABELS[request.topic] });
    return c.json({ sent: true, to: env.SUPPORT_EMAIL } satisfies ContactRequestResult, 202);
  });
}
