import { guide, type CancelGuide } from './cancel-guide';

/** Gyms, delivery and shopping memberships, meal kits, news and dating. */
export const MEMBERSHIP_GUIDES: readonly CancelGuide[] = [
  guide(
    'planet-fitness',
    'Planet Fitness',
    ['PLANET FITNESS', 'PLANET FIT', 'PLNT FITNESS'],
    'https://www.planetfitness.com/gyms',
    [
      'Cancel in person at your home club, or send a certified letter to it; some clubs allow online cancellation.',
      'Keep the receipt or the mail receipt until billing stops.',
    ],
  ),
  guide(
    'la-fitness',
    'LA Fitness',
    ['LA FITNESS', 'LAFITNESS', 'FITNESS INTERNATIONAL'],
    'https://www.lafitness.com/',
    [
      'Sign in at lafitness.com, open Account, and use the cancellation form; or mail the form to LA Fitness.',
      'Cancel before the next billing date and keep the confirmation.',
    ],
  ),
  guide(
    'equinox',
    'Equinox',
    ['^EQUINOX', 'EQUINOX FITNESS', 'EQUINOX HOLDINGS'],
    'https://www.equinox.com/',
    [
      'Contact your home club or Equinox member services to cancel.',
      'Ask for written confirmation; notice periods apply.',
    ],
  ),
  guide(
    'peloton',
    'Peloton membership',
    ['PELOTON', 'ONEPELOTON'],
    'https://members.onepeloton.com/preferences/subscriptions',
    [
      'Sign in at onepeloton.com and open Preferences, then Subscriptions.',
      'Select the membership, then Cancel Subscription.',
    ],
  ),
  guide('classpass', 'ClassPass', ['CLASSPASS'], 'https://help.classpass.com/', [
    'Sign in at classpass.com and open Settings, then Manage Plan.',
    'Select Cancel membership (or Pause) and confirm.',
  ]),
  guide(
    'dashpass',
    'DoorDash DashPass',
    ['DASHPASS', 'DOORDASH DASHPASS', 'DOORDASH DASH PASS'],
    'https://help.doordash.com/consumers/s/',
    ['In the DoorDash app open Account, then Manage DashPass.', 'Select End Subscription and confirm.'],
  ),
  guide(
    'uber-one',
    'Uber One',
    ['UBER ONE', 'UBERONE', 'UBER PASS', 'UBER EATS PASS'],
    'https://help.uber.com/',
    [
      'In the Uber or Uber Eats app open Account, then Uber One.',
      'Select Manage membership, then End membership.',
    ],
  ),
  guide(
    'instacart-plus',
    'Instacart+',
    ['INSTACART PLUS', 'INSTACART MEMBERSHIP', 'INSTACART EXPRESS'],
    'https://www.instacart.com/help',
    [
      'Sign in at instacart.com and open Your account, then Instacart+.',
      'Select End membership and confirm.',
    ],
  ),
  guide(
    'walmart-plus',
    'Walmart+',
    ['WALMART PLUS', 'WMT PLUS', 'WALMARTPLUS'],
    'https://www.walmart.com/plus/account',
    [
      'Sign in at walmart.com and open Account, then Walmart+.',
      'Select Manage membership, then Cancel membership.',
    ],
  ),
  guide(
    'costco',
    'Costco membership',
    ['COSTCO MEMBERSHIP', 'COSTCO ANNUAL', 'COSTCO RENEWAL', 'COSTCO MBR'],
    'https://customerservice.costco.com/',
    [
      'Cancel at the membership counter of any warehouse, or call Costco member services.',
      'Costco refunds the membership fee if you cancel.',
    ],
  ),
  guide(
    'sams-club',
    "Sam's Club membership",
    ['SAMS CLUB MEMBERSHIP', 'SAMSCLUB MEMBERSHIP', 'SAMS CLUB RENEWAL', 'SAMS MEMBERSHIP'],
    'https://www.samsclub.com/help',
    [
      "Cancel at the member services desk of a club, or call Sam's Club member care.",
      'Turn off auto-renew in your online account to stop the next renewal.',
    ],
  ),
  guide(
    'hellofresh',
    'HelloFresh',
    ['HELLOFRESH', 'HELLO FRESH'],
    'https://www.hellofresh.com/account-settings',
    [
      'Sign in at hellofresh.com and open Account Settings, then Plan Settings.',
      'Select Cancel plan before the weekly cutoff and confirm.',
    ],
  ),
  guide('blue-apron', 'Blue Apron', ['BLUE APRON', 'BLUEAPRON'], 'https://www.blueapron.com/account', [
    'Sign in at blueapron.com and open Account Settings.',
    'Select Cancel My Account (or pause deliveries) before the weekly cutoff.',
  ]),
  guide(
    'nytimes',
    'The New York Times',
    ['NYTIMES', 'NY TIMES', 'NEW YORK TIMES', 'NYT'],
    'https://myaccount.nytimes.com/seg/subscription',
    [
      'Sign in at nytimes.com and open Account, then Subscription overview.',
      'Select Cancel subscription and follow the steps (or chat with customer care).',
    ],
  ),
  guide(
    'wsj',
    'The Wall Street Journal',
    ['WSJ', 'WALL STREET JOURNAL', 'WSJ COM', 'DOW JONES'],
    'https://customercenter.wsj.com/',
    [
      'Sign in at the WSJ Customer Center.',
      'Open your subscription and select Cancel, or chat with customer service.',
    ],
  ),
  guide(
    'washington-post',
    'The Washington Post',
    ['WASHINGTON POST', 'WASHPOST', 'WP DIGITAL'],
    'https://subscribe.washingtonpost.com/myaccount/',
    [
      'Sign in at washingtonpost.com and open My Account, then Subscription.',
      'Select Cancel subscription and confirm.',
    ],
  ),
  guide('tinder', 'Tinder', ['TINDER'], 'https://www.help.tinder.com/', [
    'Cancel where you bought it: the App Store, Google Play, or Tinder on the web (Profile, then Manage Payment Account).',
    'Deleting the app does not cancel the subscription.',
  ]),
  guide('match', 'Match', ['MATCH COM', 'MATCHCOM', 'MATCH GROUP'], 'https://www.match.com/', [
    'Sign in at match.com and open Settings, then Manage Subscription.',
    'Select Cancel Subscription and confirm.',
  ]),
];
