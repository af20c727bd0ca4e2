import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettingsResponse } from '@tourniquet/domain/contracts';
import type { NotificationSettings } from '@tourniquet/domain';
import type { NotificationDto, NotificationPatch, NotificationsResponse } from '@tourniquet/domain/contracts';
import { api } from '../../../lib/api.ts';

export type { NotificationDto, NotificationsResponse };

// Alerts arrive from background work (a webhook's sync): the bell asks again every minute and on focus.
export const notificationsQuery = queryOptions({
  queryKey: ['notifications'],
  queryFn: () => api<NotificationsResponse>('/api/notifications'),
  refetchInterval: 60_000,
});

export function useNotifications(enabled = true) {
  return useQuery({ ...notificationsQuery, enabled });
}

/** Mark read or dismiss (PATCH /api/notifications/:id); the list and the bell change at once. */
export function useMarkNotification() {
  const queryClient = useQueryClient();
  const key = notificationsQuery.queryKey;
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: 'read' | 'dismissed' }) =>
      api(`/api/notifications/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: (change === 'read' ? { read: true } : { dismissed: true }) satisfies NotificationPatch,
      }),
    onMutate: async ({ id, change }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (data) => {
        if (!data) return data;
        const target = data.notifications.find((n) => n.id === id);
        const wasUnread = target?.readAt === null;
        const notifications =
          change === 'dismissed'
            ? data.notifications.filter((n) => n.id !== id)
            : data.notifications.map((n) =>
                n.id === id ? { ...n, readAt: n.readAt ?? new Date().toISOString() } : n,
              );
        return { notifications, unread: Math.max(0, data.unread - (wasUnread ? 1 : 0)) };
      });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const notificationSettingsQuery = queryOptions({
  queryKey: ['notification-settings'],
  queryFn: () => api<NotificationSettingsResponse>('/api/notification-settings').then((r) => r.settings),
});

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery);
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      api<NotificationSettingsResponse>('/api/notification-settings', {
        method: 'PUT',
        body: settings,
      }).then((r) => r.settings),
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsQuery.queryKey, settings),
  });
}
