import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

/** One titled card on the Profile and Security screens. `tone="danger"` marks the danger zone. */
export function SettingsSection({
  title,
  description,
  tone = 'default',
  aside,
  children,
}: {
  title: string;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card
      aria-labelledby={id}
      className={`flex flex-col gap-4 p-4 ${tone === 'danger' ? 'border-red-200' : ''}`}
    >
      <div className="flex flex-col gap-1">
        <div className="flex items-center justify-between gap-3">
          <h2
            id={id}
            className={`text-base font-semibold ${tone === 'danger' ? 'text-red-800' : 'text-slate-900'}`}
          >
            {title}
          </h2>
          {aside}
        </div>
        {description && <p className="text-sm leading-relaxed text-slate-600">{description}</p>}
      </div>
      {children}
    </Card>
  );
}
