import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { accountDisplayName } from '@tourniquet/domain';
import type { AccountDto } from '@tourniquet/domain/contracts';

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
      <ImportDialog open={open} account={account} onClose={() => setOpen(false)} />
    </>
  );
}
