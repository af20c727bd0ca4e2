import { Flag } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import type { AccountDto } from '@tourniquet/domain/contracts';

/**
 * Account Access Issue (docs/product.md#8-messages): right after a refresh fails ('refresh-failed'), or from the row's
 * flag ('flag'), which also explains the way out: remove the account and link it again.
 */
export type AccessIssueNotice = { kind: 'refresh-failed' | 'flag'; account: AccountDto };

const MESSAGES = {
  'refresh-failed': 'This account is not accessible at this time.',
  flag: 'There is a problem accessing this account. Remove the account and try to link it again with the Link Another Account button.',
} as const;

export function AccessIssueDialog({
  notice,
  onRemove,
  onClose,
}: {
  notice: AccessIssueNotice | null;
  onRemove: (account: AccountDto) => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={notice !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        <span className="flex items-center gap-2">
          <Flag className="size-5 fill-current text-bleed" aria-hidden />
          Account Access Issue
        </span>
      }
      description={notice && MESSAGES[notice.kind]}
      actions={
        <>
          {notice?.kind === 'flag' && (
            <Button variant="secondary" onClick={() => onRemove(notice.account)}>
              Remove Account
            </Button>
          )}
          <Button onClick={onClose}>OK</Button>
        </>
      }
    />
  );
}
