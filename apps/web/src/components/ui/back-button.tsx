import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { buttonClass, ButtonLink } from './button.tsx';

const backClass = buttonClass('ghost', '-ml-3 h-11 self-start px-3 text-brand-800');

/** A back control: to a fixed place (`to`), or one step back in history when `to` is omitted. */
export function BackButton({ to, label = 'Back' }: { to?: string; label?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  if (to) {
    return (
      <ButtonLink to={to} variant="ghost" className={backClass}>
        <ArrowLeft className="size-4" aria-hidden />
        {label}
      </ButtonLink>
    );
  }
  // One step back whenever the tab has somewhere to go: an entry of ours, or (after a full page load,
  // when the router's first entry is 'default') any earlier entry of the tab. A tab opened on this page
  // (new tab, bookmark) has none: go home.
  const goBack = () => {
    const canGoBack = location.key !== 'default' || window.history.length > 1;
    void (canGoBack ? navigate(-1) : navigate('/'));
  };
  return (
    <button type="button" onClick={goBack} className={backClass}>
      <ArrowLeft className="size-4" aria-hidden />
      {label}
    </button>
  );
}
