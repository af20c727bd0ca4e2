import type { IsoDate } from './core/dates.ts';
import type { TokenCodec } from './core/signed-token.ts';
import { personaOf } from './data/sandbox-users.ts';
import { generateHousehold, type Household } from './generator/household.ts';
import type { ItemRegistry } from './item/item-registry.ts';
import type { ItemSpec } from './item/item-spec.ts';
import type { WebhookSender } from './webhooks/webhook-sender.ts';
import type { WebhookSigner } from './webhooks/webhook-signer.ts';

/** Everything a handler needs, built once per simulator by the factory (no module-level state). */
export interface SimContext {
  today: () => IsoDate;
  now: () => Date;
  credentials: { clientId?: string; secret?: string };
  codec: TokenCodec;
  registry: ItemRegistry;
  signer: WebhookSigner;
  webhooks: WebhookSender;
  household: (spec: ItemSpec, today: IsoDate) => Household;
  /** Where an unexpected handler error goes (the host app's logger, with its redaction). */
  reportError: (err: unknown) => void;
}

const CACHE_SIZE = 32;

/** Generation is cheap but sync pages call it repeatedly; a small LRU keyed by (item, day) avoids rework. */
export function createHouseholdCache(): SimContext['household'] {
  const cache = new Map<string, Household>();
  return (spec, today) => {
    const persona = personaOf(spec.u);
    const key = `${spec.s}:${spec.c}:${spec.d}:${spec.x}:${persona}:${today}`;
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const made = generateHousehold({
      seed: spec.s,
      today,
      createdOn: spec.c,
      historyDays: spec.d,
      scale: spec.x,
      persona,
    });
    cache.set(key, made);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return made;
  };
}
