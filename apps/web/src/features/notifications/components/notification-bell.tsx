import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useNotifications } from '../api/notifications-api.ts';

/** The header's bell: opens /notifications; its name says how many are unread (the badge is visual). */
export function NotificationBell() {
  const { data } = useNotifications();
  const unread = data?.unread ?? 0;
  const label = `Notifications, ${unread === 0 ? 'none' : unread} unread`;
  return (
    <Link to="/notifications" aria-label={label} className={buttonClass('ghost', 'relative size-11 px-0')}>
      <Bell className="size-6 text-slate-700" aria-hidden />
      {unread > 0 && (
        <span
          aria-hidden
          className="absolute top-1 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-bleed px-1 text-[11px] leading-none font-semibold text-white tabular-nums ring-2 ring-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
