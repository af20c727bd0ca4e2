import type { Db } from '../db/client.ts';
import { findUserEmail } from '../db/queries/notifications.ts';
import type { Logger } from '../logger.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';

/** A change to how the account is signed into: the owner hears of each, as any bank tells its customers. */
export type SecurityChange = 'password_changed' | 'password_reset' | 'two_factor_on' | 'two_factor_off';

const WORDS: Record<SecurityChange, { subject: string; body: string }> = {
  password_changed: {
    subject: 'Your password was changed',
    body: 'The password of your account was changed, and every other device was signed out.',
  },
  password_reset: {
    subject: 'Your password was reset',
    body: 'The password of your account was reset with a link sent to this address, and every device was signed out.',
  },
  two_factor_on: {
    subject: 'Two-factor sign-in was turned on',
    body: 'Signing in to your account now asks for a code from your authenticator app as well as your password.',
  },
  two_factor_off: {
    subject: 'Two-factor sign-in was turned off',
    body: 'Signing in to your account no longer asks for a code from your authenticator app.',
  },
};

export function securityNoticeEmail(
  productName: string,
  to: string,
  change: SecurityChange,
  at: Date,
  securityUrl: string,
): MailMessage {
  const { subject, body } = WORDS[change];
  const when = `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const warning =
    'If this was not you, reset your password at once and check your security settings, then contact us.';
  const text = `${body}\n\nWhen: ${when}\n\n${warning}\n\n${securityUrl}`;
  const esc = (s: string) =>
    s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:480px;margin:auto">
<h1 style="font-size:20px">${esc(subject)}</h1><p>${esc(body)}</p><p>When: ${esc(when)}</p>
<p><strong>${esc(warning)}</strong></p>
<p><a href="${esc(securityUrl)}">Open your security settings</a></p>
<p style="font-size:13px;color:#475569">${esc(productName)}</p></body></html>`;
  // No links listed: the mailbox's links are a mail's action tokens (verification, reset); this one carries none.
  return { to, subject: `${productName}: ${subject}`, text, html, links: [] };
}

/**
 * Sends the owner a notice of a security change. Never fails the change itself: the password is changed
 * whether or not the mail queue answers; a failure is logged.
 */
export function createSecurityNotifier(deps: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  productName: string;
  publicUrl: string;
  now: () => Date;
}) {
  return async (userId: string, change: SecurityChange): Promise<void> => {
    try {
      const email = await findUserEmail(deps.db, userId);
      if (email === null) return;
      await deps.mailer.send(
        securityNoticeEmail(
          deps.productName,
          email,
          change,
          deps.now(),
          `${deps.publicUrl}/security-settings`,
        ),
      );
    } catch (err) {
      deps.logger.error('security notice not sent', {
        userId,
        change,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  };
}
export type SecurityNotifier = ReturnType<typeof createSecurityNotifier>;
