import { guide, type CancelGuide } from './cancel-guide';

const APP_STORE_NOTE = 'If you pay through Apple, Google Play or Amazon, cancel in that store instead.';

/** Video and music streaming. */
export const STREAMING_GUIDES: readonly CancelGuide[] = [
  guide('netflix', 'Netflix', ['NETFLIX', 'NETFLIX COM'], 'https://www.netflix.com/cancelplan', [
    'Sign in at netflix.com and open the cancel page.',
    'Select Finish Cancellation.',
    'You can watch until the end of the billing period.',
  ]),
  guide('spotify', 'Spotify Premium', ['SPOTIFY'], 'https://www.spotify.com/account/subscription/', [
    'Sign in at spotify.com and open Account, then Subscription.',
    'Select Change plan, then Cancel Premium, and confirm.',
    'Your account turns free at the next billing date.',
  ]),
  guide('hulu', 'Hulu', ['HULU', 'HULU COM', 'HULUPLUS'], 'https://secure.hulu.com/account', [
    'Sign in at hulu.com and open Account.',
    'Under Your Subscription, select Cancel and follow the prompts.',
    APP_STORE_NOTE,
  ]),
  guide('disney-plus', 'Disney+', ['DISNEY PLUS', 'DISNEYPLUS'], 'https://www.disneyplus.com/account', [
    'Sign in at disneyplus.com and open Account.',
    'Select your Disney+ subscription, then Cancel Subscription.',
    APP_STORE_NOTE,
  ]),
  guide('max', 'HBO Max', ['HBO MAX', 'HBOMAX', 'MAX COM', 'HBO NOW'], 'https://help.hbomax.com/', [
    'Sign in on the web, open your profile and go to Subscription.',
    'Select Manage Subscription, then Cancel Subscription.',
    APP_STORE_NOTE,
  ]),
  guide('peacock', 'Peacock', ['PEACOCK', 'PEACOCKTV', 'PEACOCK TV'], 'https://www.peacocktv.com/account', [
    'Sign in at peacocktv.com and open Account, then Plans & Payment.',
    'Select Change Plan, then Cancel Plan, and confirm.',
  ]),
  guide(
    'paramount-plus',
    'Paramount+',
    ['PARAMOUNT PLUS', 'PARAMOUNTPLUS', 'CBS ALL ACCESS'],
    'https://www.paramountplus.com/account/',
    [
      'Sign in at paramountplus.com and open Account.',
      'Select Cancel Subscription and confirm.',
      APP_STORE_NOTE,
    ],
  ),
  guide(
    'youtube-tv',
    'YouTube TV',
    ['YOUTUBE TV', 'YOUTUBETV', 'GOOGLE YOUTUBE TV', 'GOOGLE YOUTUBETV'],
    'https://tv.youtube.com/settings/membership',
    [
      'Sign in at tv.youtube.com and open Settings, then Membership.',
      'Select Cancel membership and confirm.',
    ],
  ),
  guide(
    'youtube-premium',
    'YouTube Premium',
    ['YOUTUBE PREMIUM', 'YOUTUBEPREMIUM', 'YOUTUBE MUSIC', 'GOOGLE YOUTUBE', 'YOUTUBE RED'],
    'https://www.youtube.com/paid_memberships',
    [
      'Open youtube.com/paid_memberships while signed in.',
      'Select Manage membership, then Deactivate, and confirm.',
    ],
  ),
  guide('sling-tv', 'Sling TV', ['SLING TV', 'SLINGTV', 'SLING COM'], 'https://www.sling.com/my-account', [
    'Sign in at sling.com and open My Account.',
    'Select Cancel Subscription and follow the prompts.',
  ]),
  guide('fubo', 'Fubo', ['FUBO', 'FUBOTV', 'FUBO TV'], 'https://www.fubo.tv/account', [
    'Sign in at fubo.tv and open My Account, then Subscription & Billing.',
    'Select Cancel Subscription and confirm.',
  ]),
  guide('philo', 'Philo', ['^PHILO', 'PHILO TV', 'PHILO COM'], 'https://help.philo.com/', [
    'Sign in at philo.com and open Account.',
    'Select Cancel Subscription and confirm.',
  ]),
  guide('starz', 'Starz', ['STARZ'], 'https://www.starz.com/', [
    'Sign in at starz.com and open Settings, then Account.',
    'Select Cancel Subscription and confirm.',
    APP_STORE_NOTE,
  ]),
  guide('crunchyroll', 'Crunchyroll', ['CRUNCHYROLL'], 'https://www.crunchyroll.com/account/membership', [
    'Sign in at crunchyroll.com and open Settings, then Membership.',
    'Select Cancel Membership and confirm.',
  ]),
  guide(
    'siriusxm',
    'SiriusXM',
    ['SIRIUSXM', 'SIRIUS XM', 'SIRIUS RADIO', '^SIRIUS'],
    'https://www.siriusxm.com/',
    [
      'Call SiriusXM Listener Care at 1-866-635-2349 and ask to cancel; some plans can also be cancelled in the online account or by chat.',
      'Ask for a confirmation number and write it down.',
    ],
  ),
];
