import type { MailMessage } from './mailer.ts';

// Plain, accessible e-mails: one action each, the link also written out for clients that block buttons.
function layout(productName: string, heading: string, body: string, action: string, url: string) {
  const esc = (s: string) =>
    s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:480px;margin:auto">
<h1 style="font-size:20px">${esc(heading)}</h1><p>${esc(body)}</p>
<p><a href="${esc(url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:12px 18px;border-radius:10px;text-decoration:none;font-weight:600">${esc(action)}</a></p>
<p style="font-size:13px;color:#475569">Or open this link: ${esc(url)}</p>
<p style="font-size:13px;color:#475569">If you did not ask for this, you can ignore this e-mail. — ${esc(productName)}</p></body></html>`;
}

export function verificationEmail(productName: string, to: string, url: string): MailMessage {
  const body = `Confirm your e-mail address to finish creating your ${productName} account.`;
  return {
    to,
    subject: `Confirm your ${productName} account`,
    text: `${body}\n\n${url}\n\nIf you did not sign up, ignore this e-mail.`,
    html: layout(productName, 'Confirm your e-mail', body, 'Confirm e-mail', url),
    links: [url],
  };
}

export function resetPasswordEmail(productName: string, to: string, url: string): MailMessage {
  const body = `Someone asked to reset the password of your ${productName} account. The link works once, for one hour.`;
  return {
    to,
    subject: `Reset your ${productName} password`,
    text: `${body}\n\n${url}\n\nIf you did not ask for this, ignore this e-mail; your password stays the same.`,
    html: layout(productName, 'Reset your password', body, 'Reset password', url),
    links: [url],
  };
}
