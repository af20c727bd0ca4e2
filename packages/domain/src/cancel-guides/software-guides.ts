import { guide, type CancelGuide } from './cancel-guide';

/** Apps, software, security and online services. */
export const SOFTWARE_GUIDES: readonly CancelGuide[] = [
  guide(
    'adobe',
    'Adobe Creative Cloud',
    [
      '^ADOBE',
      'ADOBE CREATIVE CLOUD',
      'CREATIVE CLOUD',
      'ADOBE ACROPRO',
      'ADOBE ACROBAT',
      'ADOBE SYSTEMS',
      'ADOBE INC',
      'ADOBE COM',
    ],
    'https://account.adobe.com/plans',
    [
      'Sign in at account.adobe.com and open Plans.',
      'Select Manage plan, then Cancel your plan.',
      'An annual plan paid monthly may charge an early cancellation fee: check the amount shown.',
    ],
  ),
  guide('dropbox', 'Dropbox', ['DROPBOX'], 'https://www.dropbox.com/account/plan', [
    'Sign in at dropbox.com and open Settings, then Plan.',
    'Select Cancel plan and confirm.',
  ]),
  guide(
    'chatgpt',
    'ChatGPT Plus (OpenAI)',
    ['OPENAI', 'CHATGPT', 'OPENAI CHATGPT'],
    'https://help.openai.com/en/articles/7232927-how-do-i-cancel-my-chatgpt-plus-subscription',
    [
      'Sign in at chatgpt.com and open Settings, then Account (or My plan).',
      'Select Manage, then Cancel subscription, at least a day before renewal.',
    ],
  ),
  guide('grammarly', 'Grammarly', ['GRAMMARLY'], 'https://account.grammarly.com/subscription', [
    'Sign in at account.grammarly.com and open Subscription.',
    'Select Cancel Subscription and confirm.',
  ]),
  guide('canva', 'Canva', ['CANVA'], 'https://www.canva.com/settings/billing-and-plans', [
    'Sign in at canva.com and open Settings, then Billing & plans.',
    'Select your plan, then Cancel subscription.',
  ]),
  guide(
    'linkedin-premium',
    'LinkedIn Premium',
    ['LINKEDIN', 'LINKEDIN PREMIUM'],
    'https://www.linkedin.com/premium/manage/',
    [
      'Sign in at linkedin.com, open Me, then Premium features, then Manage Premium account.',
      'Select Cancel subscription and follow the prompts.',
    ],
  ),
  guide('zoom', 'Zoom', ['ZOOM US', 'ZOOM VIDEO', 'ZOOM COM'], 'https://zoom.us/billing', [
    'Sign in at zoom.us and open Account Management, then Billing.',
    'Select Cancel Subscription and confirm.',
  ]),
  guide('patreon', 'Patreon', ['PATREON'], 'https://www.patreon.com/settings/memberships', [
    'Sign in at patreon.com and open Settings, then Memberships.',
    'Select Edit next to the creator, then Cancel membership.',
  ]),
  guide('duolingo', 'Duolingo Super', ['DUOLINGO'], 'https://www.duolingo.com/settings/subscription', [
    'Sign in at duolingo.com and open Settings, then Subscription.',
    'Select Cancel subscription; if you subscribed in the app, cancel in the App Store or Google Play.',
  ]),
  guide('headspace', 'Headspace', ['HEADSPACE'], 'https://www.headspace.com/subscriptions', [
    'Sign in at headspace.com and open Manage Subscription.',
    'Select Cancel Subscription and confirm.',
  ]),
  guide('calm', 'Calm', ['CALM COM', 'CALM APP', 'CALM SUBSCRIPTION'], 'https://support.calm.com/', [
    'If you subscribed on calm.com, sign in, open Profile, then Manage Subscription, and turn off auto-renew.',
    'If you subscribed in an app, cancel in the App Store or Google Play.',
  ]),
  guide(
    'norton',
    'Norton',
    [
      'NORTON 360',
      'NORTONLIFELOCK',
      'NORTON LIFELOCK',
      'NORTON SECURITY',
      'NORTON ANTIVIRUS',
      'NORTON COM',
      'LIFELOCK',
    ],
    'https://my.norton.com/',
    ['Sign in at my.norton.com and open My Subscriptions.', 'Turn off Automatic Renewal for the product.'],
  ),
  guide('mcafee', 'McAfee', ['MCAFEE'], 'https://www.mcafee.com/', [
    'Sign in to your McAfee account and open My Account, then Auto-Renewal Settings.',
    'Turn off auto-renewal for the product.',
  ]),
  guide('expressvpn', 'ExpressVPN', ['EXPRESSVPN', 'EXPRESS VPN'], 'https://www.expressvpn.com/support/', [
    'Sign in to your ExpressVPN account and open Subscription.',
    'Select Turn off automatic renewal and confirm.',
  ]),
  guide(
    'nordvpn',
    'NordVPN',
    ['NORDVPN', 'NORD VPN', 'NORDSEC', 'NORDACCOUNT'],
    'https://my.nordaccount.com/',
    [
      'Sign in at my.nordaccount.com and open Billing, then Subscriptions.',
      'Select Cancel automatic payments.',
    ],
  ),
  guide(
    'ring',
    'Ring Protect',
    ['RING COM', 'RING PROTECT', 'RING SUBSCRIPTION', 'RING PLAN'],
    'https://account.ring.com/',
    ['Sign in at ring.com and open Account, then Plan.', 'Select Cancel Plan and confirm.'],
  ),
  guide(
    'simplisafe',
    'SimpliSafe monitoring',
    ['SIMPLISAFE', 'SIMPLI SAFE'],
    'https://support.simplisafe.com/',
    [
      'Call SimpliSafe customer support or use its online help to cancel the monitoring plan.',
      'Ask for a confirmation by e-mail.',
    ],
  ),
];
