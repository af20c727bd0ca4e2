import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { insertOutboxMail } from '../db/queries/dev-mail-outbox.ts';
import type { Logger } from '../logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The actionable links in the message (verification, reset), listed on /dev/mailbox. */
  links: string[];
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on alert e-mails. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** "smtp" sends for real; "outbox" keeps messages in the development outbox. */
  readonly kind: 'smtp' | 'outbox';
}

export function createSmtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  // nodemailer loads with the first mail, not at start (7 MB a server that sends none would hold). A load
  // that failed is tried again with the next mail.
  let transport: Promise<Transporter> | null = null;
  const transportNow = () =>
    (transport ??= import('nodemailer').then(
      ({ default: nodemailer }) => nodemailer.createTransport(smtpUrl),
      (err: unknown) => {
        transport = null;
        throw err;
      },
    ));
  return {
    kind: 'smtp',
    async send(message) {
      const smtp = await transportNow();
      await smtp.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
      logger.info('mail sent', { to: message.to, subject: message.subject });
    },
  };
}

/** Development: store in the outbox table and print the links so a developer can click through. */
export function createOutboxMailer(db: Db, logger: Logger): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await insertOutboxMail(db, message);
      logger.info(`mail to ${message.to}: ${message.subject}`, { links: message.links });
    },
  };
}
