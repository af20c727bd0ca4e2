import { describe, expect, it } from 'vitest';
import { CANCEL_GUIDES, findCancelGuide, normalizeMerchantText } from './find-cancel-guide';

describe('CANCEL_GUIDES', () => {
  it('covers at least 40 subscriptions with unique ids and names', () => {
    expect(CANCEL_GUIDES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CANCEL_GUIDES.map((g) => g.id)).size).toBe(CANCEL_GUIDES.length);
    expect(new Set(CANCEL_GUIDES.map((g) => g.name)).size).toBe(CANCEL_GUIDES.length);
  });

  it.each(CANCEL_GUIDES.map((g) => [g.id, g] as const))(
    '%s has an https URL, matchers and steps',
    (_id, g) => {
      expect(new URL(g.cancelUrl).protocol).toBe('https:');
      expect(g.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(g.matchers.length).toBeGreaterThan(0);
      for (const matcher of g.matchers) {
        const phrase = matcher.replace(/^\^/, '');
        expect(normalizeMerchantText(phrase)).toBe(phrase);
      }
      expect(g.steps.length).toBeGreaterThanOrEqual(2);
      for (const step of g.steps) expect(step).toMatch(/^[A-Z].*\.$/);
    },
  );

  it('never gives one matcher to two guides', () => {
    const matchers = CANCEL_GUIDES.flatMap((g) => g.matchers);
    expect(new Set(matchers).size).toBe(matchers.length);
  });
});

describe('findCancelGuide', () => {
  it.each([
    ['NETFLIX.COM 866-579-7172 CA', 'netflix'],
    ['APPLE.COM/BILL 866-712-7753 CA', 'apple'],
    ['SP * SPOTIFY', 'spotify'],
    ['Spotify USA', 'spotify'],
    ['PAYPAL *HULU', 'hulu'],
    ['DISNEY+ 888-905-7888', 'disney-plus'],
    ['Paramount+', 'paramount-plus'],
    ['GOOGLE *YOUTUBE TV', 'youtube-tv'],
    ['GOOGLE *YouTubePremium g.co/helppay#', 'youtube-premium'],
    ['Amazon Prime*1A2B3C4D5', 'amazon-prime'],
    ['Audible*2X4Y6Z', 'audible'],
    ['MICROSOFT*XBOX GAME PASS', 'xbox-game-pass'],
    ['MSFT * E0400ABCDE', 'microsoft-365'],
    ['DOORDASH*DASHPASS', 'dashpass'],
    ["SAM'S CLUB MEMBERSHIP RENEWAL", 'sams-club'],
    ['CHECKCARD 0412 PLANET FITNESS 123', 'planet-fitness'],
    ['OPENAI *CHATGPT SUBSCR', 'chatgpt'],
    ['NYTIMES*NYTDIGITALSUBSCRIP', 'nytimes'],
    ['HBO MAX', 'max'],
    ['ADOBE *CREATIVE CLOUD 408-536-6000 CA', 'adobe'],
    ['ADOBE  *800-833-6687', 'adobe'],
    ['CHECKCARD 0412 SQ *ADOBE ACROPRO', 'adobe'],
    ['AUDIBLE*0DJZ3MARQ AMZN.COM/BILL NJ', 'audible'],
    ['Microsoft*Store', 'microsoft-365'],
  ])('%s -> %s', (text, id) => {
    expect(findCancelGuide(text)?.id).toBe(id);
  });

  it.each([
    'NETFLIXED BOOKS',
    'MYNETFLIX',
    'DOORDASH*CHIPOTLE',
    'OFFICEMAX #1234',
    'COSTCO WHSE #0123',
    'PARAMOUNT THEATRE',
    'TST* BLUE ADOBE GRILLE MESA AZ',
    'ADVANCED AUDIBLE HEARING',
    'SPRING EQUINOX FLORIST',
    '',
    '  ',
  ])('finds nothing for %j', (text) => {
    expect(findCancelGuide(text)).toBeNull();
  });
});
