import { Loader2, Plus } from 'lucide-react';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import type { BankLink } from '../hooks/use-bank-link.ts';

/**
 * The link control's button (docs/product.md#2-screens): Loading... (disabled) until a link token exists and Link is
 * ready, then Link Another Account, or Connecting... while a Link session or the exchange is under way.
 * After a failure to start it reads Link Another Account again and a click tries once more.
 */
export function LinkAccountButton({
  link,
  variant = 'primary',
  className = '',
  describedBy,
  first = false,
  otherBusy = false,
  onOpen,
}: {
  link: Pick<BankLink, 'ready' | 'busy' | 'open' | 'error' | 'retry'>;
  variant?: ButtonVariant;
  className?: string;
  describedBy?: string;
  /** Before any account is linked there is no other one: the button then says Link Account. */
  first?: boolean;
  /**
   * Another button on the page opened this Link session: this one waits (disabled) but does not say
   * Connecting..., which belongs to the button that was tapped.
   */
  otherBusy?: boolean;
  /** Opens Link (defaults to link.open): the page can note which button was tapped first. */
  onOpen?: () => void;
}) {
  const failed = link.error !== null;
  const loading = !link.ready && !failed;
  const busy = link.busy && !otherBusy;
  const idle = first ? 'Link Account' : 'Link Another Account';
  return (
    <Button
      variant={variant}
      className={className}
      disabled={loading || link.busy}
      aria-describedby={describedBy}
      onClick={failed ? link.retry : (onOpen ?? link.open)}
    >
      {loading || busy ? (
        <Loader2 className="size-4 animate-spin" aria-hidden />
      ) : (
        <Plus className="size-4" aria-hidden />
      )}
      {loading ? 'Loading...' : busy ? 'Connecting...' : idle}
    </Button>
  );
}
