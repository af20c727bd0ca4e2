import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { tokenEndpoints } from './api/token-endpoints.ts';
import { newRequestId, respond, type Endpoint } from './api/endpoint.ts';
import { itemEndpoints } from './api/item-endpoints.ts';
import { liabilitiesEndpoints } from './api/liabilities-endpoint.ts';
import { sandboxEndpoints } from './api/sandbox-endpoints.ts';
import { sandboxTransactionEndpoints } from './api/sandbox-transactions.ts';
import { syncEndpoints } from './api/sync-endpoint.ts';
import { transactionsEndpoints } from './api/transactions-endpoints.ts';
import { createHouseholdCache, type SimContext } from './context.ts';
import { isIsoDate, type IsoDate } from './core/dates.ts';
import { plaidErrorBody } from './core/plaid-error.ts';
import { createTokenCodec } from './core/signed-token.ts';
import { createItemRegistry } from './item/item-registry.ts';
import { handleFor, itemError } from './item/item-service.ts';
import { parseAccessToken, type ItemSpec } from './item/item-spec.ts';
import { buildLinkScript, LINK_SCRIPT_PATH } from './link/link-script.ts';
import { linkSessionEndpoints } from './link/link-session-endpoints.ts';
import { fireSyncUpdates } from './webhooks/item-webhooks.ts';
import { createWebhookSender, type SendWebhook, type WebhookDelivery } from './webhooks/webhook-sender.ts';
import { createWebhookSigner } from './webhooks/webhook-signer.ts';

export interface PlaidSimulatorOptions {
  /** Injected clock: today's date, 'YYYY-MM-DD'. All data is relative to it. */
  today: () => IsoDate;
  /** The simulator's own base URL (e.g. http://127.0.0.1:8787/sim/plaid), used by the Link script. */
  publicUrl: string;
  /** Signs every token the simulator hands out; keep it stable across restarts to keep tokens valid. */
  secretKey: string;
  /** Expected credentials; when unset any non-empty pair is accepted. */
  clientId?: string;
  secret?: string;
  /** Delivers a signed webhook (tests capture them here). Defaults to an HTTP POST with `fetch`. */
  sendWebhook?: SendWebhook;
  fetch?: typeof fetch;
  /** Wall clock for token expiry and webhook `iat`; defaults to the real time. */
  now?: () => Date;
  /**
   * Receives an unexpected handler error (the answer is Plaid's INTERNAL_SERVER_ERROR). A host app passes
   * its logger, so the error's details (tokens in a request) go through its redaction; standalone, stderr.
   */
  onUnexpectedError?: (err: unknown) => void;
}

export interface ItemInfo {
  itemId: string;
  institutionId: string;
  username: string;
  seed: number;
  createdOn: IsoDate;
  historyDays: number;
  scale: number;
  webhook: string | null;
  removed: boolean;
  loginRequired: boolean;
}

export interface PlaidSimulatorControls {
  /**
   * Sends SYNC_UPDATES_AVAILABLE to every item this process knows (or just the given one) that has a
   * webhook and was not removed. Call it after advancing the clock.
   */
  notifyNewData(options?: { accessToken?: string }): Promise<WebhookDelivery[]>;
  /** What an access token encodes (seed, link day...), e.g. to compute householdTruth for its item. */
  inspectItem(accessToken: string): ItemInfo | null;
}

export type PlaidSimulator = Hono & PlaidSimulatorControls;

/** Longest first, so '/accounts/balance/get' never falls to a shorter suffix. */
function endpointTable(endpoints: Endpoint[]): Endpoint[] {
  return [...endpoints].sort((a, b) => b.path.length - a.path.length);
}

/**
 * A Plaid-compatible API + Link simulator as a Hono app. Mount it anywhere (`app.route('/sim/plaid', sim)`)
 * or serve it alone (main.ts). It keeps no database: tokens and cursors carry their own state, signed.
 */
export function createPlaidSimulator(options: PlaidSimulatorOptions): PlaidSimulator {
  const now = options.now ?? (() => new Date());
  const today = () => {
    const day = options.today();
    if (!isIsoDate(day)) throw new Error(`plaid-sim: today() must return YYYY-MM-DD, got ${day}`);
    return day;
  };
  const signer = createWebhookSigner(now);
  const ctx: SimContext = {
    today,
    now,
    credentials: { clientId: options.clientId, secret: options.secret },
    codec: createTokenCodec(options.secretKey),
    registry: createItemRegistry(),
    signer,
    webhooks: createWebhookSender({ signer, now, sendWebhook: options.sendWebhook, fetch: options.fetch }),
    household: createHouseholdCache(),
    reportError: options.onUnexpectedError ?? ((err) => console.error('[plaid-sim] unexpected error', err)),
  };
  const script = buildLinkScript(options.publicUrl);
  const table = endpointTable([
    ...tokenEndpoints,
    ...itemEndpoints,
    ...syncEndpoints,
    ...transactionsEndpoints,
    ...liabilitiesEndpoints,
    ...sandboxEndpoints,
    ...sandboxTransactionEndpoints,
    ...linkSessionEndpoints,
  ]);

  const app = new Hono();
  // The Link script may be loaded from another origin in development; its helpers carry no cookies.
  app.use('/link/session/*', cors({ origin: '*', allowMethods: ['POST'], allowHeaders: ['Content-Type'] }));
  app.get(LINK_SCRIPT_PATH, (c) =>
    c.body(script, 200, {
      'Content-Type': 'application/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
    }),
  );
  // One dispatcher: the SDK concatenates basePath + '/path', so a trailing slash in basePath yields '//path'.
  app.post('*', (c) => {
    const path = c.req.path.replace(/\/{2,}/g, '/').replace(/\/$/, '');
    const endpoint = table.find((e) => path.endsWith(e.path));
    if (!endpoint)
      return c.json(plaidErrorBody('NOT_FOUND', newRequestId(), `unknown endpoint ${path}`), 404);
    return respond(c, endpoint, ctx);
  });

  const inspect = (spec: ItemSpec): ItemInfo => {
    const item = handleFor(ctx, spec);
    return {
      itemId: item.itemId,
      institutionId: spec.i,
      username: spec.u,
      seed: spec.s,
      createdOn: spec.c,
      historyDays: spec.d,
      scale: spec.x,
      webhook: spec.w,
      removed: ctx.registry.removed.has(item.itemId),
      loginRequired: itemError(ctx, item) !== null,
    };
  };

  const controls: PlaidSimulatorControls = {
    async notifyNewData(request = {}) {
      const specs: ItemSpec[] = [];
      if (request.accessToken) {
        const spec = parseAccessToken(ctx.codec, request.accessToken);
        if (spec) specs.push(spec);
      } else {
        for (const known of ctx.registry.known.values()) specs.push(known.spec);
      }
      const deliveries = await Promise.all(
        specs
          .map((spec) => handleFor(ctx, spec))
          .filter((item) => !ctx.registry.removed.has(item.itemId))
          .map((item) => fireSyncUpdates(ctx, item)),
      );
      return deliveries.filter((d): d is WebhookDelivery => d !== null);
    },
    inspectItem(accessToken) {
      const spec = parseAccessToken(ctx.codec, accessToken);
      return spec ? inspect(spec) : null;
    },
  };
  return Object.assign(app, controls);
}
