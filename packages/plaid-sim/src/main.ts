import { serve } from '@hono/node-server';
import { createPlaidSimulator } from './simulator.ts';

/**
 * Standalone simulator on 127.0.0.1 (never all interfaces: it is a test double holding no real data).
 * PORT (default 8790), FIXED_TODAY (else the real date), PLAID_SIM_SECRET_KEY (keep it stable so tokens
 * survive restarts), PLAID_CLIENT_ID / PLAID_SECRET (optional expected credentials).
 */
const port = Number(process.env.PORT ?? 8790);
const host = '127.0.0.1';
const publicUrl = process.env.PLAID_SIM_PUBLIC_URL ?? `http://${host}:${port}`;
const fixedToday = process.env.FIXED_TODAY;

const sim = createPlaidSimulator({
  today: () => fixedToday ?? new Date().toISOString().slice(0, 10),
  publicUrl,
  secretKey: process.env.PLAID_SIM_SECRET_KEY ?? 'plaid-sim-development-key',
  clientId: process.env.PLAID_CLIENT_ID,
  secret: process.env.PLAID_SECRET,
});

serve({ fetch: sim.fetch, port, hostname: host }, (info) => {
  console.log(
    `Plaid simulator on http://${host}:${info.port} (Link script: ${publicUrl}/link/v2/stable/link-initialize.js)`,
  );
});
