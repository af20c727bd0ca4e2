import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useNotifications } from '../api/notifications-api.ts';

/** The header's bell: opens /notifications; its name says how many are unread (the badge is visual). */
export function NotificationBell() {
  const { data } = useNotifications();
  const unread = data?.unread ?? 0;
  const label = `Notifications, ${unread === 0 ? 'none' : unread} unread`;
  return (
    <Link
      to="/notifications"
      aria-label={label}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-700 transition-colors hover:bg-slate-100"
    >
      <span className="relative inline-flex">
        <Bell className="size-5" aria-hidden />
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute -top-2 -right-2.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-bleed px-1 text-[11px] leading-none font-semibold text-white tabular-nums ring-2 ring-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </span>
    </Link>
  );
}
