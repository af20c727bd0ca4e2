import { useCallback, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast-store.ts';
import { useUpdateStreamStatus } from '../api/update-stream-status.ts';
import { serviceName } from '../lib/recurring-view.ts';
import type { RecurringStreamDto, StreamStatus } from '@tourniquet/domain/contracts';

/** The Undo notice after "Not a subscription" or "I cancelled this". */
export interface UndoNotice {
  key: number;
  streamId: string;
  message: string;
}

const failed = (name: string) =>
  toast({
    title: 'Error',
    description: `Failed to update ${name}. Please try again.`,
    variant: 'destructive',
  });

/** Focus a restored row's toggle once React has drawn it again (within about half a second). */
function focusRow(streamId: string, framesLeft = 30) {
  requestAnimationFrame(() => {
    const toggle = document.getElementById(`stream-toggle-${streamId}`);
    if (toggle) toggle.focus();
    else if (framesLeft > 0) focusRow(streamId, framesLeft - 1);
  });
}

/**
 * The user's decisions on a stream: dismiss it ("Not a subscription", for good), mark it cancelled ("I
 * cancelled this"), or put it back (Undo). The list changes at once; a failure restores it and says so.
 */
export function useStreamDecisions() {
  const { mutateAsync } = useUpdateStreamStatus();
  const [notice, setNotice] = useState<UndoNotice | null>(null);
  // One request at a time per stream, so an Undo pressed at once lands after the change it undoes.
  const queue = useRef(new Map<string, Promise<unknown>>());
  const send = useCallback(
    (id: string, status: StreamStatus) => {
      const previous = queue.current.get(id) ?? Promise.resolve();
      const next = previous.catch(() => {}).then(() => mutateAsync({ id, status }));
      queue.current.set(id, next);
      return next;
    },
    [mutateAsync],
  );

  const decide = useCallback(
    (stream: RecurringStreamDto, status: 'dismissed' | 'cancelled') => {
      const name = serviceName(stream);
      setNotice({
        key: Date.now(),
        streamId: stream.id,
        message:
          status === 'dismissed'
            ? `${name} removed. It will not be listed again.`
            : `${name} moved to Cancelled. If it charges again, it comes back flagged.`,
      });
      // Each call hears its own failure, even when the user acts on several items quickly.
      send(stream.id, status).catch(() => {
        setNotice((current) => (current?.streamId === stream.id ? null : current));
        failed(name);
      });
    },
    [send],
  );

  const restore = useCallback(
    (stream: Pick<RecurringStreamDto, 'id' | 'name' | 'merchant'>) => {
      setNotice(null);
      send(stream.id, 'active').catch(() => failed(serviceName(stream)));
      focusRow(stream.id);
    },
    [send],
  );

  const closeNotice = useCallback(() => setNotice(null), []);
  return { decide, restore, notice, closeNotice };
}
