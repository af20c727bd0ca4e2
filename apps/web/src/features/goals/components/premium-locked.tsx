import { Crown, KeyRound, Target, TrendingUp, FileDown } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PREMIUM_CODE_PARAMS } from '../../profile/index.ts';

const PERKS = [
  { icon: Target, text: 'Income and spending goals for every category' },
  { icon: TrendingUp, text: 'Target Accumulation: current versus target, at a glance' },
  { icon: FileDown, text: 'Export your goals to CSV or PDF' },
];

/**
 * My Money Goals without premium (docs/product.md sections 4 and 6): what premium brings and the two ways in - a
 * premium code on the profile, or Unlock Premium Features through the contact page.
 */
export function PremiumLocked() {
  return (
    <Card
      className="flex flex-col items-center gap-4 px-5 py-7 text-center"
      aria-labelledby="premium-locked-title"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700 ring-1 ring-amber-200">
        <Crown className="size-7" aria-hidden />
      </span>
      <div>
        <h2 id="premium-locked-title" className="text-lg font-semibold text-slate-900">
          My Money Goals is a premium feature
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-slate-600">
          Set targets for what comes in and what goes out, then watch how close you are.
        </p>
      </div>
      <ul className="flex w-full flex-col gap-2 text-left">
        {PERKS.map(({ icon: Icon, text }) => (
          <li
            key={text}
            className="flex items-center gap-3 rounded-xl bg-slate-50 px-3 py-2.5 text-sm text-slate-800"
          >
            <Icon className="size-4 shrink-0 text-brand-700" aria-hidden />
            {text}
          </li>
        ))}
      </ul>
      <div className="flex w-full flex-col gap-2">
        <ButtonLink to={`/profile?${PREMIUM_CODE_PARAMS}`}>
          <KeyRound className="size-4" aria-hidden />
          Enter a Premium Code
        </ButtonLink>
        <ButtonLink to="/contact-us" variant="secondary">
          Unlock Premium Features
        </ButtonLink>
      </div>
      <p className="text-xs text-slate-500">Have a code? Enter it under Premium Features on your profile.</p>
    </Card>
  );
}
