import type { TimelineTransaction } from '../generator/types.ts';
import type { ItemSpec } from './item-spec.ts';

/**
 * The little the simulator keeps in memory, per instance. Losing it on restart is by design:
 * - removed items come back to life after a restart (the token still verifies);
 * - used public tokens become exchangeable again until they expire (30 minutes);
 * - /sandbox/item/reset_login and update-mode repairs are forgotten (users like user_login_required
 *   derive their state from the token and keep it);
 * - notifyNewData() only reaches items this process has seen a token for;
 * - transactions added with /sandbox/transactions/create are forgotten.
 */
export interface ItemRegistry {
  removed: Set<string>;
  usedPublicTokenNonces: Set<string>;
  loginState: Map<string, 'required' | 'repaired'>;
  known: Map<string, { accessToken: string; spec: ItemSpec }>;
  lastWebhook: Map<string, { sentAt: string; code: string }>;
  /** Per item, transactions added with /sandbox/transactions/create, oldest first (append only). */
  added: Map<string, TimelineTransaction[]>;
}

export function createItemRegistry(): ItemRegistry {
  return {
    removed: new Set(),
    usedPublicTokenNonces: new Set(),
    loginState: new Map(),
    known: new Map(),
    lastWebhook: new Map(),
    added: new Map(),
  };
}
