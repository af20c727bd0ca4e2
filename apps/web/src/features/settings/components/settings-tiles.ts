import {
  Bell,
  Building2,
  Crown,
  FileText,
  LockKeyhole,
  Mail,
  MessageCircle,
  Shield,
  Tags,
  Wand2,
  User,
  type LucideIcon,
} from 'lucide-react';

// The settings tiles of docs/product.md#2-screens, in its order. A tile either goes somewhere or, for what is not
// built yet, says so with a neutral Coming Soon toast (docs/product.md#8-messages, texts word for word).
export type SettingsTile = { label: string; icon: LucideIcon } & ({ to: string } | { comingSoon: string });

export const UNLOCK_PREMIUM = 'Unlock Premium Features';
/** In place of Unlock Premium Features once a code has been activated. */
export const PREMIUM_ACTIVE_TILE: SettingsTile = { label: 'Premium is active', icon: Crown, to: '/profile' };

export const ACCOUNT_SETTINGS_TILES: readonly SettingsTile[] = [
  { label: 'Profile', icon: User, to: '/profile' },
  { label: 'Notifications', icon: Bell, to: '/notification-settings' },
  { label: 'Privacy', icon: Shield, comingSoon: 'Privacy settings will be available soon.' },
  { label: 'Security', icon: LockKeyhole, to: '/security-settings' },
  { label: 'Terms of Service', icon: FileText, to: '/terms' },
  { label: UNLOCK_PREMIUM, icon: Crown, to: '/contact-us' },
  { label: 'Contact Us', icon: Mail, to: '/contact-us' },
  { label: 'Chat', icon: MessageCircle, comingSoon: 'Live chat will be available soon.' },
];

export const CATEGORY_MANAGEMENT_TILES: readonly SettingsTile[] = [
  { label: 'Personal Finance Categories', icon: Tags, to: '/plaid-categories' },
  { label: 'Business Transaction Categories', icon: Building2, to: '/business-categories' },
  { label: 'Rules', icon: Wand2, to: '/settings/rules' },
];
