import { BackButton } from '../../../components/ui/back-button.tsx';
import { LoadFailedCard } from '../../../components/ui/load-failed-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { CardListSkeleton } from '../../../components/ui/skeleton.tsx';
import { useNotificationSettings } from '../api/notifications-api.ts';
import { NotificationSettingsForm } from './notification-settings-form.tsx';

export const SETTINGS_LOAD_ERROR = 'Failed to load your notification settings. Please try again.';

/** /notification-settings: the Settings screen's Notifications tile. */
export function NotificationSettingsScreen() {
  const settings = useNotificationSettings();
  return (
    <Screen>
      <PageHeader
        back={<BackButton to="/settings" label="Back to Settings" />}
        title="Notifications"
        subtitle="Choose what we tell you about, in the app and by e-mail."
      />
      {settings.isError ? (
        <LoadFailedCard
          message={SETTINGS_LOAD_ERROR}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : settings.data ? (
        <NotificationSettingsForm initial={settings.data} />
      ) : (
        <CardListSkeleton label="Loading your notification settings..." />
      )}
    </Screen>
  );
}
