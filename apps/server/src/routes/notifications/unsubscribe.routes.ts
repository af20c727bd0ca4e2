import { Hono } from 'hono';
import { html } from 'hono/html';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import * as notificationsDb from '../../db/queries/notifications.ts';
import { mailKindName } from '../../notifications/alert-mail.ts';
import { verifyUnsubscribeToken, type UnsubscribeClaim } from '../../notifications/unsubscribe-token.ts';

type LinkState = 'current' | 'stale' | 'no-account';

/** Whether a well-signed link may still act: its version must be the user's settings' version. */
async function linkState(db: Db, claim: UnsubscribeClaim): Promise<LinkState> {
  if (!(await notificationsDb.findUserEmail(db, claim.userId))) return 'no-account';
  const version = await notificationsDb.readSettingsVersion(db, claim.userId);
  return version === claim.version ? 'current' : 'stale';
}

async function unsubscribe(db: Db, claim: UnsubscribeClaim, now: Date): Promise<LinkState> {
  const state = await linkState(db, claim);
  // A deleted account has nothing left to unsubscribe; the page still confirms.
  if (state !== 'current') return state;
  const { userId, kind } = claim;
  const settings = await notificationsDb.readSettings(db, userId);
  if (kind === 'digest') settings.weeklyDigest = false;
  else settings.events = { ...settings.events, [kind]: { ...settings.events[kind], email: false } };
  // Saved only if no change came in since the version was read; else the link is stale after all.
  const saved = await notificationsDb.saveSettingsAtVersion(db, userId, settings, claim.version, now);
  return saved ? 'current' : 'stale';
}

function page(productName: string, heading: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${heading} · ${productName}</title>
      </head>
      <body
        style="font-family: system-ui, sans-serif; color: #0f172a; max-width: 430px; margin: 3rem auto; padding: 0 1.25rem"
      >
        <p style="font-weight: 700; color: #0f766e">${productName}</p>
        <h1 style="font-size: 1.375rem">${heading}</h1>
        ${body}
      </body>
    </html>`;
}

const INVALID = 'This unsubscribe link is not valid';
const invalidBody = (publicUrl: string) =>
  html`<p>
      The link may be cut short or changed. Sign in and open Settings, then Notifications, to choose your
      e-mails.
    </p>
    <p><a href="${publicUrl}/settings">Open Settings</a></p>`;

// 410 Gone: the link was good, and is no longer (the user changed their settings after it was sent).
const STALE = 'This unsubscribe link is out of date';
const staleBody = (publicUrl: string) =>
  html`<p>
      Your notification settings changed after this e-mail was sent, so this link no longer changes them.
      Nothing was changed. Sign in and open Settings, then Notifications, to choose your e-mails.
    </p>
    <p><a href="${publicUrl}/settings">Open Settings</a></p>`;

/**
 * GET  /unsubscribe?token=      a page (no sign-in) with one button; GET never changes anything, so a
 *                               link scanner that opens it does not unsubscribe anyone.
 * POST /api/unsubscribe?token=  the button's form post, and a mail client's RFC 8058 one-click POST.
 */
export function unsubscribeRoutes(deps: {
  db: Db;
  authSecret: string;
  productName: string;
  publicUrl: string;
  now: () => Date;
}) {
  const { db, authSecret, productName, publicUrl } = deps;
  const pageRoutes = new Hono().get('/', async (c) => {
    const token = c.req.query('token');
    const valid = verifyUnsubscribeToken(authSecret, token);
    if (!valid) return c.html(page(productName, INVALID, invalidBody(publicUrl)), 400);
    if ((await linkState(db, valid)) === 'stale')
      return c.html(page(productName, STALE, staleBody(publicUrl)), 410);
    const name = mailKindName(valid.kind);
    return c.html(
      page(
        productName,
        `Unsubscribe from ${name} e-mails?`,
        html`<p>You will no longer get ${name} e-mails. In-app notifications stay as they are.</p>
          <form method="post" action="/api/unsubscribe?token=${token}">
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <button
              type="submit"
              style="min-height: 44px; padding: 0 1.25rem; border: 0; border-radius: 10px; background: #0f766e; color: #fff; font-weight: 600; font-size: 1rem"
            >
              Unsubscribe
            </button>
          </form>`,
      ),
    );
  });
  const apiRoutes = new Hono().post('/', async (c) => {
    const valid = verifyUnsubscribeToken(authSecret, c.req.query('token'));
    // Only reachable with a trusted Origin and a JSON body (a valid token skips those checks): an API error.
    if (!valid) throw new ApiError(400, 'invalid_token', `${INVALID}.`);
    if ((await unsubscribe(db, valid, deps.now())) === 'stale')
      return c.html(page(productName, STALE, staleBody(publicUrl)), 410);
    const name = mailKindName(valid.kind);
    return c.html(
      page(
        productName,
        `You're unsubscribed from ${name} e-mails`,
        html`<p>
            We will not send you ${name} e-mails any more. You can turn them back on in Settings,
            Notifications.
          </p>
          <p><a href="${publicUrl}/settings">Open Settings</a></p>`,
      ),
    );
  });
  return { pageRoutes, apiRoutes };
}
