import {
  BookOpen,
  ChartPie,
  Link2,
  Receipt,
  Scale,
  Scissors,
  Settings,
  Target,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { TileTone } from '../../../components/ui/tile.tsx';

// The nine dashboard tiles of docs/product.md#2-screens, in its order. Settings has no route: it opens the settings
// view inside the dashboard. The three assisted services are reached only through the contact page.
export interface DashboardTile {
  label: string;
  icon: LucideIcon;
  tone: TileTone;
  to: string | 'settings';
}

export const DASHBOARD_TILES: readonly DashboardTile[] = [
  { label: 'Cancel Subscriptions', icon: Scissors, tone: 'bleed', to: '/recurring-transactions' },
  { label: 'My Money Situation', icon: Scale, tone: 'brand', to: '/my-money-situation' },
  { label: 'My Spending Analysis', icon: ChartPie, tone: 'brand', to: '/my-spending-analysis' },
  { label: 'Linked Accounts', icon: Link2, tone: 'brand', to: '/linked-accounts' },
  { label: 'My Money Goals', icon: Target, tone: 'gain', to: '/my-money-goals' },
  { label: 'Settings', icon: Settings, tone: 'neutral', to: 'settings' },
  { label: 'Personal Finance', icon: Wallet, tone: 'neutral', to: '/contact-us?topic=personal_finance' },
  {
    label: 'Business Bookkeeping',
    icon: BookOpen,
    tone: 'neutral',
    to: '/contact-us?topic=business_bookkeeping',
  },
  { label: 'Taxes', icon: Receipt, tone: 'neutral', to: '/contact-us?topic=taxes' },
];
