import { HelpCircle, LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useAppConfig } from '../../config/use-app-config.ts';
import { useSession } from '../../features/session/use-session.ts';
import { useSignOut } from '../../features/session/use-sign-out.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { ProductMark } from '../../components/product-mark.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';

/**
 * Header (docs/product.md#2-screens): the logo goes to /dashboard; Sign In shows only on / for signed-out visitors;
 * signed-in users get the notifications bell (with the unread count), Help (to /contact-us) and Sign Out.
 */
export function Header() {
  const { pathname } = useLocation();
  const { user, isPending } = useSession();
  const { productName } = useAppConfig();
  const signOut = useSignOut();
  return (
    <header className="sticky top-0 z-40 flex h-14 shrink-0 items-center justify-between border-b border-slate-200 bg-white/95 px-4 backdrop-blur">
      <Link to="/dashboard" className="flex items-center gap-2 rounded-lg" aria-label={`${productName} home`}>
        <ProductMark className="size-8" />
        <span className="text-base font-bold tracking-tight text-slate-900">{productName}</span>
      </Link>
      <nav aria-label="Account" className="flex items-center gap-1">
        {!isPending && !user && pathname === '/' && (
          <Link to="/signin" className={buttonClass('secondary', 'h-9 px-3')}>
            Sign In
          </Link>
        )}
        {user && (
          <>
            <NotificationBell />
            {/* Below 360 px the icons give way, so Sign Out stays on one line beside the logo. */}
            <Link to="/contact-us" className={buttonClass('ghost', 'h-9 px-2.5 whitespace-nowrap')}>
              <HelpCircle className="size-4 max-[359px]:hidden" aria-hidden />
              Help
            </Link>
            <button
              type="button"
              onClick={signOut}
              className={buttonClass('ghost', 'h-9 px-2.5 whitespace-nowrap')}
            >
              <LogOut className="size-4 max-[359px]:hidden" aria-hidden />
              Sign Out
            </button>
          </>
        )}
      </nav>
    </header>
  );
}
