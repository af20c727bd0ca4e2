import type { ReactNode } from 'react';
import { Card } from './card.tsx';
import { EmptyState, type EmptyStateTone } from './empty-state.tsx';

/** An empty screen or section: the app's one empty state (EmptyState) on a card of its own. */
export function EmptyStateCard({
  icon,
  title,
  tone,
  children,
}: {
  icon: ReactNode;
  title: string;
  tone?: EmptyStateTone;
  children: ReactNode;
}) {
  return (
    <Card>
      <EmptyState icon={icon} title={title} tone={tone}>
        {children}
      </EmptyState>
    </Card>
  );
}
