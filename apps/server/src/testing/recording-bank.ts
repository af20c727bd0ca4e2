import type { BankPort, LinkedItem } from '../bank/bank-port.ts';

/**
 * A bank port that records the items it links and the items it removes (Plaid's /item/remove), for
 * AppDeps.wrapBank. Everything else goes to the real port (the simulator in tests) unchanged.
 */
export function recordingBank() {
  const linked: LinkedItem[] = [];
  const removed: string[] = [];
  let real: BankPort | null = null;
  const wrap = (bank: BankPort): BankPort => {
    real = bank;
    return new Proxy(bank, {
      get(target, property, receiver) {
        if (property === 'exchangePublicToken') {
          return async (publicToken: string) => {
            const item = await target.exchangePublicToken(publicToken);
            linked.push(item);
            return item;
          };
        }
        if (property === 'removeItem') {
          return async (accessToken: string) => {
            removed.push(accessToken);
            await target.removeItem(accessToken);
          };
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
  };
  return {
    wrap,
    /** Items linked through the app, oldest first (with their access tokens). */
    linked,
    /** Access tokens the app asked the provider to remove, in order. */
    removed,
    /** The provider itself, to ask it directly whether an item still exists. */
    provider(): BankPort {
      if (!real) throw new Error('the app has not built its bank port yet');
      return real;
    },
  };
}
