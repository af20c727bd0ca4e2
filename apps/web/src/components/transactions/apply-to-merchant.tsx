import type { TransactionDto } from '@tourniquet/domain';
import { Loader2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { toast } from '../ui/toast-store.ts';
import { applyToMerchantLabel, categoryName } from './edit-transaction-form.ts';
import { useApplyCategoryToMerchant } from './update-transaction.ts';
import { FormAlert } from '../ui/form-alert.tsx';

/**
 * The Edit Transaction dialog's second step: after a category is saved on a row whose merchant
 * has other rows in another category, offer to file them the same way. Whatever the user does is said:
 * how many rows changed, or that none did, or that it failed.
 */
export function useApplyToMerchantOffer(onClose: () => void): {
  offer: (saved: TransactionDto, otherRows: number) => void;
  step: { description: string; body: ReactNode; actions: ReactNode } | null;
  busy: boolean;
} {
  const [offered, setOffered] = useState<{ saved: TransactionDto; otherRows: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const apply = useApplyCategoryToMerchant();
  if (!offered)
    return { offer: (saved, otherRows) => setOffered({ saved, otherRows }), step: null, busy: false };

  const { saved, otherRows } = offered;
  const name = saved.personalCategory ? categoryName(saved.personalCategory) : 'Uncategorized';
  const merchant = saved.merchantName?.trim() || saved.description;
  const run = () => {
    setFailed(false);
    apply.mutate(saved.id, {
      onSuccess: ({ updated }) => {
        toast({
          title: 'Success',
          description:
            updated === 0
              ? 'No other rows needed changing.'
              : `${updated} other ${updated === 1 ? 'row' : 'rows'} from this merchant now in ${name}.`,
          variant: 'success',
        });
        onClose();
      },
      onError: () => setFailed(true),
    });
  };
  return {
    offer: () => undefined,
    busy: apply.isPending,
    step: {
      description: `Saved as ${name}.`,
      body: (
        <div className="flex flex-col gap-2 text-sm text-slate-700">
          <p>
            {merchant} has {otherRows} other {otherRows === 1 ? 'row' : 'rows'} in another category. File{' '}
            {otherRows === 1 ? 'it' : 'them'} as {name} too?
          </p>
          <FormAlert live>{failed ? 'Failed to apply the category. Please try again.' : ''}</FormAlert>
        </div>
      ),
      actions: (
        <>
          <Button variant="secondary" disabled={apply.isPending} onClick={onClose}>
            Not Now
          </Button>
          {/* Focused when the step appears: the saved form's buttons are gone, and this is the question. */}
          <Button autoFocus disabled={apply.isPending} onClick={run}>
            {apply.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
            {applyToMerchantLabel(otherRows)}
          </Button>
        </>
      ),
    },
  };
}
