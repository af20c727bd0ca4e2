import { ExternalLink } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button, buttonClass } from '../../../components/ui/button.tsx';

/**
 * A button that opens an outside page in a new tab when `href` is given; otherwise it stays visible but
 * disabled, with `unavailable` saying why and what to do instead (never a dead click).
 */
export function ExternalAction({
  label,
  href,
  unavailable,
}: {
  label: string;
  href: string | null;
  unavailable: ReactNode;
}) {
  const noteId = useId();
  if (href) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', 'w-full')}>
        {label}
        <ExternalLink className="size-4" aria-hidden />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Button disabled aria-describedby={noteId} className="w-full">
        {label}
      </Button>
      <p id={noteId} className="text-sm text-slate-600">
        {unavailable}
      </p>
    </div>
  );
}
