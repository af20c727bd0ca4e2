/** GET /api/config: public, non-secret configuration the server shares with the browser. */
export interface AppConfig {
  productName: string;
  brandName: string;
  supportEmail: string;
  googleSignIn: boolean;
  plaidLinkScriptUrl: string;
  /** The contact page's links; null means the URL is not configured on the server. */
  advisorMeetingUrl: string | null;
  schedulingUrl: string | null;
  /** TRANSACTIONS_READ_ONLY on the server: the transaction table offers no editing. */
  transactionsReadOnly: boolean;
  /**
   * No mail server is set up and the development mailbox at /dev/mailbox is open (a local install): the
   * e-mail screens say where the mail went instead of sending the user to an inbox that gets nothing.
   */
  devMailbox: boolean;
}

/** GET /api/advisor-status: whether Join Meeting Room may be offered. */
export interface AdvisorStatusResponse {
  online: boolean;
}

/** GET /api/health: what an operator's monitor reads (public; no user data). */
export interface HealthResponse {
  status: 'ok';
  database: 'postgres' | 'pglite';
  /** The newest migration applied (its timestamp), null before any. */
  migration: string | null;
  /** deadLetters: jobs that failed after every retry. */
  jobs: { queue: string; deadLetters: number };
}

/** GET /dev/mailbox.json (development only): the outbox's newest mails, without their HTML. */
export interface DevMailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  headers: Record<string, string> | null;
  /** ISO timestamp. */
  createdAt: string;
}
