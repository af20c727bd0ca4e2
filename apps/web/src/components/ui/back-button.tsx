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
  // A page opened directly (new tab, bookmark) has no history entry of ours to return to: go home.
  const goBack = () => void (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <button type="button" onClick={goBack} className={backClass}>
      <ArrowLeft className="size-4" aria-hidden />
      {label}
    </button>
  );
}
