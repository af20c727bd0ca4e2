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
  User,
  type LucideIcon,
} from 'lucide-react';

// The settings tiles of spec section 2, in its order. A tile either goes somewhere or, for what is not
// built yet, says so with a neutral Coming Soon toast (spec section 8, texts word for word).
export type SettingsTile = { label: string; icon: LucideIcon } & ({ to: string } | { comingSoon: string });

export const ACCOUNT_SETTINGS_TILES: readonly SettingsTile[] = [
  { label: 'Profile', icon: User, to: '/profile' },
  { label: 'Notifications', icon: Bell, to: '/notification-settings' },
  { label: 'Privacy', icon: Shield, comingSoon: 'Privacy settings will be available soon.' },
  { label: 'Security', icon: LockKeyhole, to: '/security-settings' },
  { label: 'Terms of Service', icon: FileText, to: '/terms' },
  { label: 'Unlock Premium Features', icon: Crown, to: '/contact-us' },
  { label: 'Contact Us', icon: Mail, to: '/contact-us' },
  { label: 'Chat', icon: MessageCircle, comingSoon: 'Live chat will be available soon.' },
];

export const CATEGORY_MANAGEMENT_TILES: readonly SettingsTile[] = [
  { label: 'Personal Finance Categories', icon: Tags, to: '/plaid-categories' },
  { label: 'Business Transaction Categories', icon: Building2, to: '/business-categories' },
];
