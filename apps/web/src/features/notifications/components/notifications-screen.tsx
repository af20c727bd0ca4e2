import { BellOff, Settings2 } from 'lucide-react';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyStateCard } from '../../../components/ui/empty-state-card.tsx';
import { LoadFailedCard } from '../../../components/ui/load-failed-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { CardListSkeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useMarkNotification, useNotifications } from '../api/notifications-api.ts';
import { NotificationItem } from './notification-item.tsx';

export const NOTIFICATIONS_LOAD_ERROR = 'Failed to load your notifications. Please try again.';

/** /notifications: what the background work found (price rises, fees, renewals...), newest first. */
export function NotificationsScreen() {
  const notifications = useNotifications();
  const mark = useMarkNotification();
  const onMark = (id: string, change: 'read' | 'dismissed') =>
    mark.mutate(
      { id, change },
      {
        onError: (error) =>
          toast({
            title: 'Could not update the notification',
            description: error.message,
            variant: 'destructive',
          }),
      },
    );

  let body;
  if (notifications.isError)
    body = (
      <LoadFailedCard
        message={NOTIFICATIONS_LOAD_ERROR}
        onRetry={() => void notifications.refetch()}
        retrying={notifications.isFetching}
      />
    );
  else if (!notifications.data) body = <CardListSkeleton label="Loading your notifications..." />;
  else if (notifications.data.notifications.length === 0)
    body = (
      <EmptyStateCard icon={<BellOff className="size-7" aria-hidden />} title="No notifications">
        <p className="text-sm leading-relaxed text-slate-600">
          We will tell you here when a subscription costs more, a bank charges a fee, a renewal is near or a
          bank connection needs you. Choose what you hear about, and how, in Notification Settings.
        </p>
      </EmptyStateCard>
    );
  else
    body = (
      <Card className="overflow-hidden p-0">
        <ul aria-label="Notifications" className="divide-y divide-slate-100">
          {notifications.data.notifications.map((n) => (
            <NotificationItem key={n.id} notification={n} onMark={(change) => onMark(n.id, change)} />
          ))}
        </ul>
      </Card>
    );

  const unread = notifications.data?.unread ?? 0;
  return (
    <Screen>
      <PageHeader
        back={<BackButton to="/dashboard" label="Back to Dashboard" />}
        title="Notifications"
        subtitle={
          notifications.data
            ? unread === 0
              ? 'You are all caught up.'
              : `${unread} unread`
            : 'Price rises, new fees, renewals and more.'
        }
      />
      <ButtonLink to="/notification-settings" variant="secondary" className="self-start">
        <Settings2 className="size-4" aria-hidden />
        Notification Settings
      </ButtonLink>
      {body}
    </Screen>
  );
}
