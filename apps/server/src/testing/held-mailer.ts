import type { MailMessage, Mailer } from '../mail/mailer.ts';
import type { TestContext } from './test-app.ts';

/**
 * A mailer a test can hold: while held, a message that reaches it waits (its job stays in the queue,
 * running) until the test lets it go, so the test can look at the queue in the meantime. Sent messages go
 * to the context's `mails`, as with the usual test mailer.
 */
export function heldMailer(context: () => TestContext) {
  let hold: { arrived: (m: MailMessage) => void; release: Promise<void> } | null = null;
  const mailer: Mailer = {
    kind: 'outbox',
    async send(message) {
      const held = hold;
      if (held) {
        hold = null;
        held.arrived(message);
        await held.release;
      }
      context().mails.push(message);
    },
  };
  /** Holds the next message; resolves with it once it reached the mailer, and a function that sends it. */
  function holdNext(): Promise<{ message: MailMessage; release: () => void }> {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    return new Promise((resolve) => {
      hold = { arrived: (message) => resolve({ message, release }), release: released };
    });
  }
  return { mailer, holdNext };
}
