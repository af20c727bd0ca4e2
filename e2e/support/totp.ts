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
const lastUsedStep = new Map<string, number>();

/**
 * A code the server has not seen yet: a code is accepted once, so when this secret already spent the
 * current step's code, wait for the next step. Codes close to the end of their step are skipped too, so
 * the code is still current when it arrives.
 */
export async function freshTotp(secret: string): Promise<string> {
  for (;;) {
    const step = currentStep();
    const secondsLeft = STEP_SECONDS - ((Date.now() / 1000) % STEP_SECONDS);
    if (step > (lastUsedStep.get(secret) ?? -1) && secondsLeft > 3) {
      lastUsedStep.set(secret, step);
      return totpAt(secret, step);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
