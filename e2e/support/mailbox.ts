// Reads the server's development outbox (GET /dev/mailbox.json), where mail goes when no SMTP_URL is set.
export interface OutboxMail {
  to: string;
  subject: string;
  links: string[];
  createdAt: string;
}

/** Every mail sent to `email`, newest first. */
export async function mailsTo(baseUrl: string, email: string): Promise<OutboxMail[]> {
  const response = await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`GET /dev/mailbox.json answered ${response.status}`);
  return (await response.json()) as OutboxMail[];
}

/**
 * The first link of the newest mail to `email` whose subject matches, waiting up to `timeoutMs` for it
 * to arrive (mail is written as part of the request, but a test may ask a moment early). Pass `after`
 * to ignore mails sent before a point in time.
 */
export async function mailedLink(
  baseUrl: string,
  email: string,
  subject: RegExp,
  { after, timeoutMs = 10_000 }: { after?: Date; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await mailsTo(baseUrl, email)).find(
      (m) => subject.test(m.subject) && (!after || new Date(m.createdAt) >= after) && m.links[0],
    );
    if (mail?.links[0]) return mail.links[0];
    if (Date.now() > deadline) throw new Error(`no mail matching ${String(subject)} reached ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const VERIFY_SUBJECT = /^Confirm your .+ account$/;
export const RESET_SUBJECT = /^Reset your .+ password$/;
