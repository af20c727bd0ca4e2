import { useId } from 'react';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Tile, TileGrid } from '../../../components/ui/tile.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ACCOUNT_SETTINGS_TILES, CATEGORY_MANAGEMENT_TILES, type SettingsTile } from './settings-tiles.ts';

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
 * The settings screen (spec section 2): standalone at /settings with Back to Dashboard, or embedded in the
 * dashboard without it (its heading then sits one level below the dashboard's).
 */
export function SettingsView({ embedded = false }: { embedded?: boolean }) {
  const level = embedded ? 3 : 2;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        level={embedded ? 2 : 1}
        title="Settings"
        subtitle="Manage your account, privacy and categories."
        back={embedded ? undefined : <BackButton to="/dashboard" label="Back to Dashboard" />}
      />
      <SettingsTileGroup title="Account Settings" tiles={ACCOUNT_SETTINGS_TILES} level={level} />
      <SettingsTileGroup title="Category Management" tiles={CATEGORY_MANAGEMENT_TILES} level={level} />
    </div>
  );
}
