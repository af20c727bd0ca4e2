import { Hono } from 'hono';
import type { ApiErrorBody, WebhookReceived } from '@tourniquet/domain/contracts';
import type { Logger } from '../../logger.ts';

/**
 * Plaid's webhooks. Unauthenticated by session (Plaid calls it) but every body must carry a valid signature.
 * The sync is queued before the answer (so an acknowledged webhook is never lost) and runs as a job, once
 * per Item however many webhooks or servers ask for it.
 */
export function plaidWebhookRoutes(deps: {
  syncItem: (plaidItemId: string) => Promise<void>;
  verify: (jwt: string | undefined, rawBody: string) => Promise<boolean>;
  logger: Logger;
}) {
  return new Hono().post('/', async (c) => {
    const raw = await c.req.text();
    if (!(await deps.verify(c.req.header('plaid-verification'), raw))) {
      deps.logger.warn('plaid webhook refused: bad signature');
      return c.json(
        { error: { code: 'invalid_signature', message: 'Invalid signature' } } satisfies ApiErrorBody,
        401,
      );
    }
    let body: { webhook_type?: string; webhook_code?: string; item_id?: string };
    try {
      body = JSON.parse(raw);
    } catch {
      return c.json(
        { error: { code: 'invalid_request', message: 'Body must be JSON' } } satisfies ApiErrorBody,
        400,
      );
    }
    deps.logger.info('plaid webhook', {
      type: body.webhook_type,
      code: body.webhook_code,
      item: body.item_id,
    });
    if (
      body.webhook_type === 'TRANSACTIONS' &&
      body.webhook_code === 'SYNC_UPDATES_AVAILABLE' &&
      body.item_id
    ) {
      await deps.syncItem(body.item_id);
    }
    return c.json({ received: true } satisfies WebhookReceived);
  });
}
