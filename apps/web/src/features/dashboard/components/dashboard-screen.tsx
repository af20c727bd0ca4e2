import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { Tile, TileGrid } from '../../../components/ui/tile.tsx';
import { useAppConfig } from '../../../config/use-app-config.ts';
import { FeesLinkCard } from '../../fees/index.ts';
import { BusinessBooksLinkCard } from '../../business/index.ts';
import { ReviewCountLink } from '../../review/index.ts';
import { DASHBOARD_TILES } from './dashboard-tiles.ts';
import { MoneyGlance } from './money-glance.tsx';

const SETTINGS_PANEL_ID = 'dashboard-settings';

// The settings tiles load when the Settings tile first opens them, keeping the dashboard in its budget.
const SettingsView = lazy(() => import('../../settings/index.ts').then((m) => ({ default: m.SettingsView })));
// The forecast card loads beside the dashboard, not in it: the dashboard's first download stays in its budget.
const ForecastCard = lazy(() => import('../../forecast/index.ts').then((m) => ({ default: m.ForecastCard })));
// The debts card too: what cards and loans cost, loaded beside the dashboard like the forecast card.
const DebtsCard = lazy(() => import('../../debts/index.ts').then((m) => ({ default: m.DebtsCard })));

/**
 * The dashboard (docs/product.md#2-screens). The Settings tile opens the settings view inside the dashboard. Its
 * open state lives in the URL (?view=settings) so reload keeps it and the browser's Back closes it.
 */
export function DashboardScreen() {
  const { productName, brandName } = useAppConfig();
  const [params, setParams] = useSearchParams();
  const settingsOpen = params.get('view') === 'settings';
  const panelRef = useRef<HTMLElement>(null);

  const toggleSettings = () =>
    setParams(settingsOpen ? {} : { view: 'settings' }, { preventScrollReset: true });

  useEffect(() => {
    if (settingsOpen) panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [settingsOpen]);

  return (
    <Screen>
      <PageHeader
        title={`Welcome to ${productName}`}
        subtitle="Track your expenses and manage your finances"
      />
      {/* The next 30 days' lowest point and safe to spend, at the top of the money glance. */}
      <Suspense fallback={<div className="min-h-16" aria-hidden />}>
        <ForecastCard />
      </Suspense>
      <Suspense fallback={null}>
        <DebtsCard />
      </Suspense>
      <MoneyGlance />
      <TileGrid columns={3}>
        {DASHBOARD_TILES.map((tile) =>
          tile.to === 'settings' ? (
            <Tile
              key={tile.label}
              icon={tile.icon}
              label={tile.label}
              tone={tile.tone}
              compact
              onClick={toggleSettings}
              expanded={settingsOpen}
              controls={SETTINGS_PANEL_ID}
            />
          ) : (
            <Tile
              key={tile.label}
              icon={tile.icon}
              label={tile.label}
              tone={tile.tone}
              to={tile.to}
              compact
            />
          ),
        )}
      </TileGrid>
      {/* The spec's nine tiles stay as they are; the fee radar's figure is a summary link below them. */}
      <FeesLinkCard />
      {/* Beside the spec's nine tiles, like the fee radar: every row, searchable. */}
      <ButtonLink to="/transactions" variant="secondary" className="w-full">
        All Transactions
      </ButtonLink>
      {/* The review inbox: "N to review", only while rows wait. */}
      <ReviewCountLink scope="all" />
      <BusinessBooksLinkCard />
      {settingsOpen && (
        <section
          id={SETTINGS_PANEL_ID}
          ref={panelRef}
          aria-label="Settings"
          className="scroll-mt-4 border-t border-slate-200 pt-6"
        >
          <Suspense fallback={<p className="text-sm text-slate-500">Loading...</p>}>
            <SettingsView embedded />
          </Suspense>
        </section>
      )}
      <p className="mt-auto pt-2 text-center text-xs text-slate-500">Powered by {brandName}</p>
    </Screen>
  );
}
