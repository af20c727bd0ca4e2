import { Hono } from 'hono';
import type { AppConfig } from '@tourniquet/domain/contracts';
import type { Env } from '../../env.ts';

// Public configuration for the browser. Only names, URLs and switches: never a secret, never the list of
// premium codes.
export function configRoutes(env: Env, opts: { devMailbox: boolean } = { devMailbox: false }) {
  const linkScript =
    env.PLAID_LINK_SCRIPT_URL ??
    (env.PLAID_ENV === 'simulator'
      ? '/sim/plaid/link/v2/stable/link-initialize.js'
      : 'https://cdn.plaid.com/link/v2/stable/link-initialize.js');
  const body: AppConfig = {
    productName: env.PRODUCT_NAME,
    brandName: env.BRAND_NAME,
    supportEmail: env.SUPPORT_EMAIL,
    googleSignIn: Boolean(env.GOOGLE_CLIENT_ID),
    plaidLinkScriptUrl: linkScript,
    // Contact page (docs/product.md#2-screens). null means "not configured": the page says so instead of failing.
    // Whether the advisor is online is live data, served by GET /api/advisor-status.
    advisorMeetingUrl: env.ADVISOR_MEETING_URL ?? null,
    schedulingUrl: env.SCHEDULING_URL ?? null,
    // The transaction table hides editing when the server refuses edits anyway.
    transactionsReadOnly: env.TRANSACTIONS_READ_ONLY === 'true',
    // Mail goes to the development outbox, not to anyone's inbox: the verify-email screen links there.
    devMailbox: opts.devMailbox,
  };
  return new Hono().get('/', (c) => c.json(body satisfies AppConfig));
}
