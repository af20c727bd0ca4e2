import type { WebhookSigner } from './webhook-signer.ts';

export type SendWebhook = (url: string, body: string, headers: Record<string, string>) => Promise<void>;

export interface WebhookDelivery {
  url: string;
  body: Record<string, unknown>;
  ok: boolean;
  error: string | null;
}

export interface WebhookSender {
  /** Signs and delivers one webhook. Never throws: delivery failures are recorded, as Plaid just retries. */
  deliver(url: string, body: Record<string, unknown>): Promise<WebhookDelivery>;
}

export function createWebhookSender(deps: {
  signer: WebhookSigner;
  now: () => Date;
  sendWebhook?: SendWebhook;
  fetch?: typeof fetch;
}): WebhookSender {
  const send: SendWebhook =
    deps.sendWebhook ??
    (async (url, body, headers) => {
      const doFetch = deps.fetch ?? globalThis.fetch;
      const res = await doFetch(url, { method: 'POST', body, headers });
      if (!res.ok) throw new Error(`webhook receiver answered ${res.status}`);
    });
  return {
    async deliver(url, body) {
      // Plaid sends 2-space indented JSON; receivers must hash the bytes as received, so we do too.
      const raw = JSON.stringify(body, null, 2);
      try {
        const signature = await deps.signer.sign(raw, deps.now());
        await send(url, raw, { 'Content-Type': 'application/json', 'Plaid-Verification': signature });
        return { url, body, ok: true, error: null };
      } catch (err) {
        return { url, body, ok: false, error: err instanceof Error ? err.message : String(err) };
      }
    },
  };
}
