import { guide, type CancelGuide } from './cancel-guide';

/** Subscriptions billed by the big platforms: Apple, Google, Amazon, Microsoft, consoles. */
export const PLATFORM_GUIDES: readonly CancelGuide[] = [
  guide(
    'apple',
    'Apple subscriptions (iCloud+, Apple Music, Apple TV+, Apple One, apps)',
    [
      'APPLE COM BILL',
      'APPLE COM',
      'ITUNES COM BILL',
      'ITUNES',
      'ICLOUD',
      'APPLE MUSIC',
      'APPLE TV PLUS',
      'APPLE ONE',
      'APPLE ARCADE',
    ],
    'https://support.apple.com/en-us/118428',
    [
      'On iPhone or iPad open Settings, tap your name, then Subscriptions.',
      'Tap the subscription, then Cancel Subscription.',
      'On a Mac open the App Store, your name, Account Settings, then Subscriptions.',
    ],
  ),
  guide(
    'google-one',
    'Google One',
    ['GOOGLE ONE', 'GOOGLE STORAGE', 'GOOGLE GOOGLE ONE'],
    'https://one.google.com/settings',
    ['Sign in at one.google.com and open Settings.', 'Select Cancel membership and confirm.'],
  ),
  guide(
    'google-play',
    'Google Play subscriptions',
    ['GOOGLE PLAY', 'GOOGLEPLAY'],
    'https://play.google.com/store/account/subscriptions',
    [
      'Open Google Play, tap your profile, then Payments & subscriptions, then Subscriptions.',
      'Pick the subscription and tap Cancel subscription.',
    ],
  ),
  guide(
    'amazon-prime',
    'Amazon Prime',
    ['AMAZON PRIME', 'AMZN PRIME', 'PRIME MEMBERSHIP', 'AMAZON PRIME VIDEO'],
    'https://www.amazon.com/mc/manage',
    [
      'Sign in at amazon.com and open Prime membership.',
      'Select Manage membership, then End membership, and confirm each step.',
    ],
  ),
  guide(
    'audible',
    'Audible',
    ['^AUDIBLE', 'AUDIBLE COM', 'AUDIBLE INC', 'AUDIBLE MEMBERSHIP'],
    'https://www.audible.com/account/overview',
    [
      'Sign in at audible.com and open Account Details.',
      'Select Cancel membership and follow the steps (use your credits first).',
    ],
  ),
  guide(
    'kindle-unlimited',
    'Kindle Unlimited',
    ['KINDLE UNLIMITED', 'KINDLE UNLTD', 'KINDLE SVCS'],
    'https://www.amazon.com/kindle-dbs/ku/ku-central',
    [
      'Sign in at amazon.com and open Kindle Unlimited membership settings.',
      'Select Cancel Kindle Unlimited Membership and confirm.',
    ],
  ),
  guide(
    'xbox-game-pass',
    'Xbox Game Pass',
    ['XBOX', 'GAME PASS', 'GAMEPASS', 'MICROSOFT XBOX'],
    'https://account.microsoft.com/services',
    [
      'Sign in at account.microsoft.com and open Subscriptions.',
      'Find Game Pass, select Manage, then Cancel subscription.',
    ],
  ),
  guide(
    'microsoft-365',
    'Microsoft 365',
    ['MICROSOFT 365', 'MICROSOFT OFFICE', 'OFFICE 365', 'MSFT', '^MICROSOFT'],
    'https://account.microsoft.com/services',
    [
      'Sign in at account.microsoft.com and open Subscriptions.',
      'Find Microsoft 365, select Manage, then Cancel subscription.',
    ],
  ),
  guide(
    'playstation-plus',
    'PlayStation Plus',
    ['PLAYSTATION', 'PLAYSTATION NETWORK', 'SONY PLAYSTATION', 'PSN'],
    'https://www.playstation.com/en-us/support/subscriptions/cancel-playstation-subscription/',
    [
      'On the console or at playstation.com open Account Management, then Subscription Management.',
      'Select PlayStation Plus, then Cancel Subscription.',
    ],
  ),
  guide('nintendo-switch-online', 'Nintendo Switch Online', ['NINTENDO'], 'https://accounts.nintendo.com/', [
    'Sign in to your Nintendo Account and open Shop Menu.',
    'Select Nintendo Switch Online and turn off automatic renewal.',
  ]),
];
