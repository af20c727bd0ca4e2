import { z } from 'zod';
import { CONTACT_TOPICS } from '../contact-topics';
import { hasControlCharacter } from '../text';

export { CONTACT_TOPICS, CONTACT_TOPIC_LABELS, type ContactTopic } from '../contact-topics';

const line = (field: string, max: number) =>
  z
    .string({ error: `${field}: enter some text` })
    .trim()
    .min(1, `${field}: this field is required`)
    .max(max, `${field}: at most ${max} characters`)
    .refine((v) => !hasControlCharacter(v), `${field}: remove the control characters`);

/** POST /api/contact-requests: a request for an advisor, sent to the operator's mailbox. */
export const contactRequestSchema = z
  .object({
    topic: z.enum(CONTACT_TOPICS, {
      error: 'topic must be one of personal_finance, business_bookkeeping, taxes, other',
    }),
    name: line('name', 100),
    email: z.email({ error: 'email: enter an e-mail address we can answer' }).max(254),
    // Line breaks are welcome in a message; other control characters are not.
    message: z
      .string({ error: 'message: enter some text' })
      .trim()
      .min(1, 'message: tell us what you would like help with')
      .max(4000, 'message: at most 4000 characters')
      .refine(
        (v) => !hasControlCharacter(v.replace(/[\r\n\t]/g, ' ')),
        'message: remove the control characters',
      ),
  })
  .strict();
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** 202 from POST /api/contact-requests. */
export interface ContactRequestResult {
  sent: true;
  /** Where the request went (the support address), so the page can say it. */
  to: string;
}
