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
}

/** GET /api/advisor-status: whether Join Meeting Room may be offered. */
export interface AdvisorStatusResponse {
  online: boolean;
}
