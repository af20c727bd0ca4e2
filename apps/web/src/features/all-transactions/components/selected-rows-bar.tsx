import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { RowsChangeForm, rowsText } from './rows-change-form.tsx';

/**
 * Selecting rows in the list (many at once): off, one button starts it; on, how many are selected, one
 * change for all of them (rows-change-form.tsx) and Done.
 */
export function SelectedRowsBar({
  selecting,
  ids,
  onStart,
  onDone,
}: {
  selecting: boolean;
  ids: readonly string[];
  onStart: () => void;
  onDone: () => void;
}) {
  if (!selecting) {
    return (
      <Button variant="secondary" className="w-full" onClick={onStart}>
        Select rows
      </Button>
    );
  }
  return (
    <Card className="p-3">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-900" aria-live="polite">
          {ids.length === 0 ? 'Tap rows to select them' : `${rowsText(ids.length)} selected`}
        </p>
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
      {ids.length > 0 && <RowsChangeForm target={{ ids: [...ids] }} count={ids.length} onDone={onDone} />}
    </Card>
  );
}
