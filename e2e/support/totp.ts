import { createHmac } from 'node:crypto';

// RFC 6238 TOTP as authenticator apps compute it: HMAC-SHA1 over the 30-second step, 6 digits.
const STEP_SECONDS = 30;

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of input.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

export function totpAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

const currentStep = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);
const usedSteps = new Map<string, Set<number>>();

/**
 * A code the server has not seen yet. The server accepts a code once, from the current 30-second step or
 * one step either side (clock drift, as authenticator apps allow for); so, like an app on a clock a little
 * ahead or behind, this takes the current step's code, else the next step's, else the previous step's
 * while it still has more than 3 s to live, and only when all three are spent waits for the next step.
 */
export async function freshTotp(secret: string): Promise<string> {
  const used = usedSteps.get(secret) ?? new Set<number>();
  usedSteps.set(secret, used);
  for (;;) {
    const step = currentStep();
    const secondsLeft = STEP_SECONDS - ((Date.now() / 1000) % STEP_SECONDS);
    // A step's code is good until the step after it ends; the previous step's dies with the current one.
    const candidates = secondsLeft > 3 ? [step, step + 1, step - 1] : [step, step + 1];
    const fresh = candidates.find((candidate) => !used.has(candidate));
    if (fresh !== undefined) {
      used.add(fresh);
      return totpAt(secret, fresh);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
