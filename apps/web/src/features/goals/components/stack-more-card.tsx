import {
  spendLessMessage,
  stackMoreMessage,
  type GoalMessage,
  type TargetAccumulation,
} from '@tourniquet/domain';
import { PiggyBank, Scissors } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardHeader } from '../../../components/ui/card.tsx';

const tones: Record<GoalMessage['tone'], string> = {
  gain: 'bg-gain-soft text-gain',
  bleed: 'bg-bleed-soft text-bleed',
  neutral: 'bg-brand-50 text-brand-700',
};

function Line({ icon: Icon, title, message }: { icon: LucideIcon; title: string; message: GoalMessage }) {
  return (
    <li className="flex gap-3">
      <span
        className={`flex size-9 shrink-0 items-center justify-center rounded-full ${tones[message.tone]}`}
      >
        <Icon className="size-4.5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-slate-900">{title}</p>
        <p className="text-sm leading-relaxed text-slate-700">{message.text}</p>
      </div>
    </li>
  );
}

/** "Stack More Spend Less": income goal versus what came in, spending goal versus what went out. */
export function StackMoreCard({ summary, rangeText }: { summary: TargetAccumulation; rangeText: string }) {
  return (
    <Card className="flex flex-col gap-3 p-4" aria-label="Stack More Spend Less">
      <div>
        <CardHeader title="Stack More Spend Less" />
        <p className="mt-0.5 text-xs text-slate-500">{rangeText}</p>
      </div>
      <ul className="flex flex-col gap-3">
        <Line icon={PiggyBank} title="Stack more" message={stackMoreMessage(summary)} />
        <Line icon={Scissors} title="Spend less" message={spendLessMessage(summary)} />
      </ul>
    </Card>
  );
}
