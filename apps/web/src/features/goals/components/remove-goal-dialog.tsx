import { useQueryClient } from '@tanstack/react-query';
import { formatUsd, type GoalDto } from '@tourniquet/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { deleteGoal } from '../api/goals-api.ts';

export interface GoalToRemove {
  goal: GoalDto;
  label: string;
}

/**
 * Asks before a goal goes: its category and amount, and that the transactions stay. On
 * success every goals query refreshes and `onRemoved` clears the goal's input.
 */
export function RemoveGoalDialog({
  target,
  onClose,
  onRemoved,
}: {
  target: GoalToRemove | null;
  onClose: () => void;
  onRemoved: (goal: GoalDto) => void;
}) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState(false);
  const side = target?.goal.goalType === 'income' ? 'income' : 'spending';

  async function remove() {
    if (!target) return;
    setRemoving(true);
    try {
      await deleteGoal(target.goal.id);
      onRemoved(target.goal);
      toast({
        title: 'Goal removed.',
        description: `${target.label} has no ${side} goal now.`,
        variant: 'success',
      });
      onClose();
      await queryClient.invalidateQueries({ queryKey: ['goals'] });
    } catch {
      toast({ title: 'Failed to remove goal. Please try again.', variant: 'destructive' });
    } finally {
      setRemoving(false);
    }
  }

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !removing) onClose();
      }}
      title={target ? `Remove the ${target.label} goal?` : ''}
      description={
        target
          ? `Your ${side} goal of ${formatUsd(target.goal.amountCents)} for ${target.label} is deleted. Your transactions stay as they are.`
          : undefined
      }
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={removing}>
            Keep Goal
          </Button>
          <Button variant="danger" onClick={() => void remove()} disabled={removing}>
            {removing ? 'Removing...' : 'Remove Goal'}
          </Button>
        </>
      }
    />
  );
}
