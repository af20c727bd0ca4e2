import type { DevMailboxMessage } from '@tourniquet/domain/contracts';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { Db } from '../../db/client.ts';
import { outboxMail } from '../../db/queries/dev-mail-outbox.ts';
import { notFound } from '../../http/errors.ts';
import { requestedOnLoopback } from '../../http/host-guard.ts';

// The development outbox, readable without a mail server. Mounted only outside production, and it answers
// only a request that names this machine by a loopback name (every reset link is in it), unless
// UNSAFE_EXPOSE_DEV_ROUTES says otherwise.
export function devMailboxRoutes(db: Db, opts: { loopbackOnly: boolean } = { loopbackOnly: true }) {
  const list = (to?: string) => outboxMail(db, to);

  return new Hono()
    .use(async (c, next) => {
      if (opts.loopbackOnly && !requestedOnLoopback(c.req.url)) throw notFound();
      return next();
    })
    .get('/mailbox.json', async (c) => {
      const rows = await list(c.req.query('to'));
      return c.json(
        rows.map(({ html: _html, ...m }) => ({
          ...m,
          createdAt: m.createdAt.toISOString(),
        })) satisfies DevMailboxMessage[],
      );
    })
    .get('/mailbox', async (c) => {
      const rows = await list(c.req.query('to'));
      const items = rows.map(
        (m) =>
          html`<li>
            <p><strong>${m.subject}</strong><br />To: ${m.to} · ${m.createdAt.toISOString()}</p>
            <ul>
              ${m.links.map((l) => html`<li><a href="${l}">${l}</a></li>`)}
            </ul>
          </li>`,
      );
      return c.html(
        html`<!doctype html>
          <html lang="en">
            <head>
              <meta charset="utf-8" />
              <meta name="viewport" content="width=device-width, initial-scale=1" />
              <title>Dev mailbox</title>
              <style>
                a {
                  overflow-wrap: anywhere;
                }
              </style>
            </head>
            <body
              style="font-family: system-ui, sans-serif; max-width: 720px; margin: 2rem auto; padding: 0 1rem"
            >
              <h1>Dev mailbox</h1>
              <p>Messages the server would have e-mailed (no SMTP_URL is set). Newest first.</p>
              ${
                rows.length
                  ? html`<ol>
                      ${items}
                    </ol>`
                  : raw('<p>No messages yet.</p>')
              }
            </body>
          </html>`,
      );
    });
}
