import { formatDate } from '@tourniquet/domain';
import { Check, X } from 'lucide-react';
import { Link } from 'react-router';
import type { NotificationDto } from '../api/notifications-api.ts';

/**
 * One notification: its title opens the screen it is about (and marks it read); Mark as read and Dismiss
 * are buttons named with the title, so a screen-reader user knows which one they act on.
 */
export function NotificationItem({
  notification: n,
  onMark,
}: {
  notification: NotificationDto;
  onMark: (change: 'read' | 'dismissed') => void;
}) {
  const unread = n.readAt === null;
  return (
    <li className={`flex flex-col gap-2 px-4 py-3 ${unread ? 'bg-brand-50/60' : ''}`}>
      <div className="flex items-start gap-2">
        {unread && <span aria-hidden className="mt-2 size-2 shrink-0 rounded-full bg-brand-700" />}
        <div className="min-w-0 flex-1">
          <Link
            to={n.href}
            onClick={() => unread && onMark('read')}
            className="text-sm font-semibold text-slate-900 underline-offset-2 hover:underline"
          >
            {n.title}
            {unread && <span className="sr-only"> (unread)</span>}
          </Link>
          <p className="mt-1 text-sm leading-relaxed text-slate-600">{n.body}</p>
          <p className="mt-1 text-xs text-slate-500">{formatDate(n.createdAt.slice(0, 10))}</p>
        </div>
      </div>
      <div className="flex justify-end gap-1">
        {unread && (
          <button
            type="button"
            onClick={() => onMark('read')}
            aria-label={`Mark as read: ${n.title}`}
            className="inline-flex h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            <Check className="size-4" aria-hidden />
            Mark as read
          </button>
        )}
        <button
          type="button"
          onClick={() => onMark('dismissed')}
          aria-label={`Dismiss: ${n.title}`}
          className="inline-flex h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          <X className="size-4" aria-hidden />
          Dismiss
        </button>
      </div>
    </li>
  );
}
