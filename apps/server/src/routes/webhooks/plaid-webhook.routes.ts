import { Hono } from 'hono';
import type { BankService } from '../../bank/bank-service.ts';
import type { Logger } from '../../logger.ts';

/**
 * Plaid's webhooks. Unauthenticated by session (Plaid calls it) but every body must carry a valid signature.
 * Sync runs after the answer so Plaid never waits on our database.
 */
export function plaidWebhookRoutes(deps: {
  bankService: BankService;
  verify: (jwt: string | undefined, rawBody: string) => Promise<boolean>;
  logger: Logger;
}) {
  return new Hono().post('/', async (c) => {
    const raw = await c.req.text();
    if (!(await deps.verify(c.req.header('plaid-verification'), raw))) {
      deps.logger.warn('plaid webhook refused: bad signature');
      return c.json({ error: { code: 'invalid_signature', message: 'Invalid signature' } }, 401);
    }
    let body: { webhook_type?: string; webhook_code?: string; item_id?: string };
    try {
      body = JSON.parse(raw);
    } catch {
      return c.json({ error: { code: 'invalid_request', message: 'Body must be JSON' } }, 400);
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
      const itemId = body.item_id;
      void deps.bankService.syncItemById(itemId).catch((err: unknown) => {
        deps.logger.warn('webhook sync failed', {
          item: itemId,
          error: err instanceof Error ? err.message : 'error',
        });
      });
    }
    return c.json({ received: true });
  });
}
