import { CONTACT_TOPIC_LABELS, type ContactRequest } from '@tourniquet/domain/contracts';
import type { MailMessage } from '../../mail/mailer.ts';

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The operator's copy of a request: what it is about, who asks, how to answer (Reply-To is the sender). */
export function contactRequestEmail(
  productName: string,
  supportEmail: string,
  request: ContactRequest & { topic: keyof typeof CONTACT_TOPIC_LABELS },
  at: Date,
): MailMessage {
  const topic = CONTACT_TOPIC_LABELS[request.topic];
  const subject = `${productName} request: ${topic} from ${request.name.trim()}`;
  const when = `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const text = `Topic: ${topic}\nFrom: ${request.name.trim()} <${request.email}>\nSent: ${when}\n\n${request.message.trim()}\n\nReply to this e-mail to answer them.`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto">
<h1 style="font-size:18px">${esc(topic)}</h1><p>From ${esc(request.name.trim())} &lt;${esc(request.email)}&gt; · ${esc(when)}</p>
<p style="white-space:pre-wrap">${esc(request.message.trim())}</p><p style="font-size:13px;color:#475569">Reply to this e-mail to answer them.</p></body></html>`;
  return { to: supportEmail, subject, text, html, links: [], headers: { 'Reply-To': request.email } };
}
