import { FileUp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { accountDisplayName } from '@tourniquet/domain';
import type { AccountDto } from '@tourniquet/domain/contracts';

// The import flow loads when a person first opens it: the pages holding this button (every account row)
// stay within their bundle budget.
const ImportDialog = lazy(() => import('./import-dialog.tsx').then((m) => ({ default: m.ImportDialog })));

/**
 * Opens the import dialog: for one account ("Import transactions"), or with `account` null for a statement
 * whose account is chosen (or created) in the dialog. `icon` is the compact form for an account row.
 */
export function ImportButton({
  account,
  label = 'Import Transactions',
  icon = false,
  variant = 'secondary',
  className = '',
}: {
  account: AccountDto | null;
  label?: string;
  icon?: boolean;
  variant?: ButtonVariant;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {icon && account ? (
        <IconButton
          label={`Import transactions into ${accountDisplayName(account)}`}
          onClick={() => setOpen(true)}
        >
          <FileUp className="size-4" aria-hidden />
        </IconButton>
      ) : (
        <Button variant={variant} className={className} onClick={() => setOpen(true)}>
          <FileUp className="size-4" aria-hidden />
          {label}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <ImportDialog open account={account} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
