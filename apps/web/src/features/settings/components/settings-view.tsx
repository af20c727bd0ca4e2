import { useId } from 'react';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Tile, TileGrid } from '../../../components/ui/tile.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { BusinessBooksLinkCard } from '../../business/index.ts';
import { useProfile } from '../../profile/index.ts';
import {
  ACCOUNT_SETTINGS_TILES,
  CATEGORY_MANAGEMENT_TILES,
  PREMIUM_ACTIVE_TILE,
  UNLOCK_PREMIUM,
  type SettingsTile,
} from './settings-tiles.ts';

function SettingsTileGroup({
  title,
  tiles,
  level,
}: {
  title: string;
  tiles: readonly SettingsTile[];
  level: 2 | 3;
}) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <Heading id={id} className="text-xs font-semibold tracking-wider text-slate-500 uppercase">
        {title}
      </Heading>
      <TileGrid>
        {tiles.map((tile) =>
          'to' in tile ? (
            <Tile key={tile.label} icon={tile.icon} label={tile.label} to={tile.to} />
          ) : (
            <Tile
              key={tile.label}
              icon={tile.icon}
              label={tile.label}
              tone="neutral"
              onClick={() =>
                toast({ title: 'Coming Soon', description: tile.comingSoon, variant: 'neutral' })
              }
            />
          ),
        )}
      </TileGrid>
    </section>
  );
}

/**
 * The settings screen (docs/product.md#2-screens): standalone at /settings with Back to Dashboard, or embedded in the
 * dashboard without it (its heading then sits one level below the dashboard's).
 */
export function SettingsView({ embedded = false }: { embedded?: boolean }) {
  const level = embedded ? 3 : 2;
  const premium = useProfile().data?.profile.premium === true;
  // Once premium is on, the tile says so (and opens the profile) instead of offering to unlock it again.
  const accountTiles = premium
    ? ACCOUNT_SETTINGS_TILES.map((tile) => (tile.label === UNLOCK_PREMIUM ? PREMIUM_ACTIVE_TILE : tile))
    : ACCOUNT_SETTINGS_TILES;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        level={embedded ? 2 : 1}
        title="Settings"
        subtitle="Manage your account, privacy and categories."
        back={embedded ? undefined : <BackButton to="/dashboard" label="Back to Dashboard" />}
      />
      <SettingsTileGroup title="Account Settings" tiles={accountTiles} level={level} />
      <SettingsTileGroup title="Category Management" tiles={CATEGORY_MANAGEMENT_TILES} level={level} />
      {/* The books themselves; the spec's Business tiles stay the assisted services (Contact Us). */}
      <BusinessBooksLinkCard />
    </div>
  );
}
