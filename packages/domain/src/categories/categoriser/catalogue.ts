import { FOOD_CATALOGUE } from './catalogue-food';
import { HOME_HEALTH_CATALOGUE } from './catalogue-home-health';
import { LEISURE_BILLS_CATALOGUE } from './catalogue-leisure-bills';
import { SERVICES_CATALOGUE } from './catalogue-services';
import { SHOPS_CATALOGUE } from './catalogue-shops';
import { TRAVEL_CATALOGUE } from './catalogue-travel';
import type { CatalogueGroup } from './catalogue-types';
import { startsWith, words } from './normalise';
import { pfc, type PersonalCategory } from './pfc';

export interface CatalogueMerchant {
  /** How the reason names it ("Trader Joe's"). */
  name: string;
  /** Stable merchant key shared by all its spellings ("trader joes"). */
  key: string;
  category: PersonalCategory;
  /** What it is, for the reason ("a grocery chain"). */
  kind: string;
}

interface Pattern {
  tokens: readonly string[];
  merchant: CatalogueMerchant;
}

export const CATALOGUE_GROUPS: readonly CatalogueGroup[] = [
  ...FOOD_CATALOGUE,
  ...SHOPS_CATALOGUE,
  ...HOME_HEALTH_CATALOGUE,
  ...SERVICES_CATALOGUE,
  ...TRAVEL_CATALOGUE,
  ...LEISURE_BILLS_CATALOGUE,
];

/** Builds the first-token index once; an alias naming two different categories is a data error. */
function buildIndex(groups: readonly CatalogueGroup[]) {
  const index = new Map<string, Pattern[]>();
  const seen = new Map<string, CatalogueMerchant>();
  let merchants = 0;
  for (const [detailed, kind, list] of groups) {
    const category = pfc(detailed);
    for (const item of list.split(';')) {
      const aliases = item.split('=').map((alias) => alias.trim());
      if (aliases[0] === '') continue;
      const name = aliases[0]!;
      const merchant: CatalogueMerchant = {
        name,
        key: words(name.toUpperCase()).join(' ').toLowerCase(),
        category,
        kind,
      };
      merchants++;
      for (const alias of aliases) {
        const tokens = words(alias.toUpperCase());
        const spelled = tokens.join(' ');
        if (tokens.length === 0) continue;
        const before = seen.get(spelled);
        if (before) {
          if (before.category.detailed !== detailed) {
            throw new Error(
              `Catalogue alias "${spelled}" is both ${before.category.detailed} and ${detailed}`,
            );
          }
          continue;
        }
        seen.set(spelled, merchant);
        const bucket = index.get(tokens[0]!) ?? [];
        bucket.push({ tokens, merchant });
        index.set(tokens[0]!, bucket);
      }
    }
  }
  // Longest alias first, so "AMAZON FRESH" wins over "AMAZON" and "UNITED WAY" over "UNITED".
  for (const bucket of index.values()) bucket.sort((a, b) => b.tokens.length - a.tokens.length);
  return { index, merchants, aliases: seen.size };
}

const BUILT = buildIndex(CATALOGUE_GROUPS);

/** Sizes for the report and tests: merchants and their spellings. */
export const CATALOGUE_SIZE = { merchants: BUILT.merchants, aliases: BUILT.aliases };

/**
 * One-word names that are also everyday words or places ("LUCKY", "SHELL", "DELTA", "EXPRESS"): on their own
 * they name the chain only when nothing else in the text says what the business is ("LUCKY NAIL SPA").
 */
const WEAK_WORDS = new Set(
  (
    'GIANT LUCKY JEWEL ROSES EXPRESS LOFT COACH CLARKS COLUMBIA JARED TREK SPECIALIZED BRILLIANT CLASSY CLEAR ' +
    'DISCOVERY DISH VISIBLE AVAIL RING PATH DART ORCA COASTER SPIN LIME VIA CURB PILOT SHELL GULF CLARK MURPHY ' +
    'HESS DELTA UNITED SOUTHWEST ENTERPRISE BOOKING OMNI COURTYARD PEACOCK DISNEY VALVE STEAM CALM ROVER SLICE ' +
    'CAVIAR WW RESTORE CLUTTER SPIRE KINETIC TING PROTON NOTION SLACK ZOOM CRUNCH TONAL HEYDAY RINSE ABODE BYTE ' +
    'SONDER SELINA HINGE TIDAL ROSS GAP VANS FACTOR METROPOLIS PODS OPTIMUM FRONTIER SPECTRUM MARATHON SINCLAIR ' +
    'PHILLIPS CONSTELLATION RELIANT SPRINT CRICKET PANDORA HOPPER KAYAK CARNIVAL BURLINGTON EXPRESS AMERICAN ' +
    'NATIONAL TARGET SUBWAY PUBLIC METRO CHECKERS SONIC GOODWILL LEGO NORTON CASPER ARTICLE SAFELITE MINTED ' +
    'CLUTTER BRIGHTLINE COX DISH AVIS SPRINT QUINCE HANES REGIS SIRIUS VENETIAN BELLAGIO KINDLE AUDIBLE'
  ).split(' '),
);

/** How far into the merchant's words a chain's name may start ("SQ *" is gone, "ONLINE" or a city may stay). */
const MAX_START = 3;

export interface CatalogueMatch extends CatalogueMerchant {
  /** Matched by one everyday word only: other words in the text may say better what the business is. */
  weak: boolean;
  /** The words of the text that named it ("MICROSOFT XBOX" of "MICROSOFT XBOX GAME PASS"). */
  words: readonly string[];
}

/** The catalogue merchant named by these words, the earliest and then longest match. */
export function matchCatalogue(tokens: readonly string[]): CatalogueMatch | null {
  const last = Math.min(tokens.length, MAX_START);
  for (let at = 0; at < last; at++) {
    const bucket = BUILT.index.get(tokens[at]!);
    if (!bucket) continue;
    for (const pattern of bucket) {
      if (!startsWith(tokens, at, pattern.tokens)) continue;
      const weak = pattern.tokens.length === 1 && WEAK_WORDS.has(pattern.tokens[0]!) && tokens.length > 1;
      return { ...pattern.merchant, weak, words: pattern.tokens };
    }
  }
  return null;
}
