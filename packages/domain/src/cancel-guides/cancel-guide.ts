/** How to stop one subscription: where to go and what to press, for the "Kill the bill" screen. */
export interface CancelGuide {
  id: string;
  name: string;
  /**
   * Whole-word upper-case tokens or phrases matched against a normalised merchant or description
   * (see normalizeMerchantText): "NETFLIX" finds "NETFLIX.COM 866-579-7172 CA" but not "NETFLIXED".
   * A leading "^" anchors a brand that is also an everyday word to the start of the text, after card and
   * processor prefixes: "^ADOBE" finds "ADOBE *CREATIVE CLOUD" and "SQ *ADOBE ..." but not "BLUE ADOBE GRILLE".
   */
  matchers: string[];
  /** The provider's own account, cancel or help page (https). */
  cancelUrl: string;
  steps: string[];
}

/** Shorthand for the data files: id, name, matchers, URL, steps. */
export function guide(
  id: string,
  name: string,
  matchers: string[],
  cancelUrl: string,
  steps: string[],
): CancelGuide {
  return { id, name, matchers, cancelUrl, steps };
}
