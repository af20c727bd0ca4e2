import type { AlertKind } from '@tourniquet/domain';
import type { MailMessage } from '../mail/mailer.ts';
import { signUnsubscribeToken, type MailKind } from './unsubscribe-token.ts';

export interface AlertMailContext {
  publicUrl: string;
  productName: string;
  authSecret: string;
}

/** Who an alert e-mail goes to, and the version of their settings its unsubscribe link is bound to. */
export interface MailRecipient {
  to: string;
  userId: string;
  settingsVersion: number;
}

/** The lower-case name of a mail kind, as the unsubscribe page and the footer say it. */
export function mailKindName(kind: MailKind): string {
  return MAIL_KIND_NAMES[kind];
}

const MAIL_KIND_NAMES: Record<MailKind, string> = {
  price_rise: 'price rise',
  renewal: 'renewal',
  fee: 'bank fee',
  still_charging: 'still charging',
  new_recurring: 'new recurring charge',
  large_transaction: 'large transaction',
  low_balance: 'low balance',
  login_required: 'bank connection',
  tax_due: 'estimated tax',
  overdraft: 'overdraft warning',
  payment_due: 'payment due',
  digest: 'weekly digest',
};

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * Every alert e-mail: one action, and a one-click unsubscribe for exactly this kind. The body link opens
 * a page (a person confirms with one press); List-Unsubscribe + List-Unsubscribe-Post (RFC 8058) let a
 * mail client unsubscribe with a POST and no page at all.
 */
function compose(
  ctx: AlertMailContext,
  recipient: MailRecipient,
  input: {
    kind: MailKind;
    subject: string;
    text: string;
    action: string;
    href: string;
  },
): MailMessage {
  const { to, userId, settingsVersion } = recipient;
  const token = signUnsubscribeToken(ctx.authSecret, { userId, kind: input.kind, version: settingsVersion });
  const pageUrl = `${ctx.publicUrl}/unsubscribe?token=${token}`;
  const postUrl = `${ctx.publicUrl}/api/unsubscribe?token=${token}`;
  const actionUrl = `${ctx.publicUrl}${input.href}`;
  const name = mailKindName(input.kind);
  const footer = `You get this e-mail because ${name} e-mails are on in your ${ctx.productName} notification settings. Unsubscribe from ${name} e-mails: ${pageUrl}`;
  return {
    to,
    subject: input.subject,
    text: `${input.text}\n\n${input.action}: ${actionUrl}\n\n${footer}`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:480px;margin:auto">
<h1 style="font-size:20px">${esc(input.subject)}</h1><p>${esc(input.text)}</p>
<p><a href="${esc(actionUrl)}" style="display:inline-block;background:#0f766e;color:#fff;padding:12px 18px;border-radius:10px;text-decoration:none;font-weight:600">${esc(input.action)}</a></p>
<p style="font-size:13px;color:#475569">You get this e-mail because ${esc(name)} e-mails are on in your ${esc(ctx.productName)} notification settings. <a href="${esc(pageUrl)}">Unsubscribe from ${esc(name)} e-mails</a>.</p></body></html>`,
    links: [actionUrl, pageUrl],
    headers: {
      'List-Unsubscribe': `<${postUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function alertEmail(
  ctx: AlertMailContext,
  recipient: MailRecipient,
  alert: { kind: AlertKind; title: string; body: string; href: string },
): MailMessage {
  return compose(ctx, recipient, {
    kind: alert.kind,
    subject: alert.title,
    text: alert.body,
    action: `Open ${ctx.productName}`,
    href: alert.href,
  });
}

export function digestEmail(ctx: AlertMailContext, recipient: MailRecipient, summary: string): MailMessage {
  return compose(ctx, recipient, {
    kind: 'digest',
    subject: `Your week with ${ctx.productName}`,
    text: summary,
    action: 'See your notifications',
    href: '/notifications',
  });
}
