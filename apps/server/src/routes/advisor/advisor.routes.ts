import { Hono } from 'hono';
import type { AdvisorStatusResponse } from '@tourniquet/domain/contracts';
import { createAdvisorStatus, type AdvisorStatusDeps } from './advisor-status.ts';

// GET /api/advisor-status -> { online: boolean }. Public like the contact page it serves; it reveals
// nothing but the advisor's availability.
export function advisorRoutes(deps: AdvisorStatusDeps) {
  const advisorStatus = createAdvisorStatus(deps);
  return new Hono().get('/', async (c) => {
    const { online } = await advisorStatus();
    c.header('Cache-Control', 'no-store');
    return c.json({ online } satisfies AdvisorStatusResponse);
  });
}
