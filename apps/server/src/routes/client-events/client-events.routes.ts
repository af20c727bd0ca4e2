import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../../http/errors.ts';
import type { Logger } from '../../logger.ts';

const clientNotFoundSchema = z.object({ path: z.string().min(1).max(2048) }).strict();

/** POST /api/client-events/not-found { path } -> 204: the not-found page reports the path it was shown for. */
export function clientEventsRoutes(logger: Logger) {
  // So broken links show up in the server log.
  return new Hono().post('/not-found', async (c) => {
    const parsed = clientNotFoundSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new ApiError(400, 'invalid_request', 'path: a path is required');
    logger.warn('page not found', { path: parsed.data.path });
    return c.body(null, 204);
  });
}
